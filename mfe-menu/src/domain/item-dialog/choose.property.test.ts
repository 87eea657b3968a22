import type { Option } from '@owa/shared';
import {
  effectiveBounds,
  isUnlimited,
  isValueVisible,
  optionQuantity,
  optionsPriceCents,
  type Selection,
  valueQuantity,
} from '@owa/shared/domain';
import { BYOB, LPIZZA } from '@owa/shared/testing';
import fc from 'fast-check';
import { selectValue, toggleValue, unselectValue } from './choose';

const withStockout: Option[] = [
  ...(BYOB.options ?? []),
  { code: 'SIDES', maxCardinality: 3, values: [{ code: 'SLAW' }, { code: 'GONE', outOfStock: true }] },
];
const everyOption = [...withStockout, ...(LPIZZA.options ?? [])];

const press = fc.record({
  kind: fc.constantFrom('select', 'unselect', 'toggle'),
  option: fc.nat(everyOption.length - 1),
  value: fc.nat(5),
});

describe('spec 1 §4.6 and §5 the working selection under any sequence of presses', () => {
  it('property: within maximums, no hidden or sold-out value, no negative quantity or price', () => {
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), (presses) => {
        let selection: Selection = [];
        for (const step of presses) {
          const option = everyOption[step.option] as Option;
          const value = option.values[step.value % option.values.length];
          if (!value) continue;
          if (step.kind === 'select') selection = selectValue(everyOption, option, value.code, selection);
          else if (step.kind === 'unselect')
            selection = unselectValue(everyOption, option, value.code, selection);
          else selection = toggleValue(everyOption, option, value.code, selection);
        }
        for (const option of everyOption) {
          const { max } = effectiveBounds(option, selection);
          if (!isUnlimited(max) && optionQuantity(selection, option.code) > max) return false;
          for (const value of option.values) {
            const qty = valueQuantity(selection, option.code, value.code);
            if (qty < 0) return false;
            if (qty > 0 && (value.outOfStock || !isValueVisible(option, value, selection))) return false;
          }
        }
        return optionsPriceCents(everyOption, selection) >= 0;
      }),
    );
  });
});
