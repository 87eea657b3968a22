import type { ItemAttribute, Option, OptionValue } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { effectiveBounds, optionPanelStatus, visibleValues } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { selectedValueCodes } from '../../domain/item-dialog/choose';
import { useMenuDispatch } from '../../lib/hooks';
import { DIALOG_CLASSES } from './dialog-styles';
import { valueChosen } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { OneOfGroup } from './OneOfGroup';
import { OptionValueRow, ValueText } from './OptionValueRow';
import { optionPanelId } from './option-labels';
import { Panel } from './Panel';
import type { DialogFilter } from './use-dialog-filter';

interface OptionGroupProps {
  readonly option: Option;
  readonly selection: readonly ItemAttribute[];
  readonly filter: DialogFilter;
}

/** One option panel (spec 1 §4.6): coloured by status, its bounds, free count and values. */
export function OptionGroup({ option, selection, filter }: OptionGroupProps) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const { min, max } = effectiveBounds(option, selection);
  const chosen = selectedValueCodes(selection, option.code);
  // Issue 22: values that do not fit the diner's dietary filters are not offered, unless chosen.
  const values = visibleValues(option, selection).filter(
    (value) => filter.valueFits(value) || chosen.includes(value.code),
  );
  const misfit = (value: OptionValue) => !filter.valueFits(value);
  return (
    <Panel
      id={optionPanelId(option.code)}
      title={option.name ?? option.code}
      status={optionPanelStatus(option, selection)}
      min={min}
      max={max}
      note={option.numFree ? intl.formatMessage(m.freeCount, { count: option.numFree }) : null}
    >
      {(legendId) =>
        max === 1 && min >= 1 ? (
          <OneOfGroup
            labelledBy={legendId}
            value={chosen[0] ?? null}
            choices={values.map((value) => ({
              code: value.code,
              disabled: value.outOfStock === true,
              label: <ValueText option={option} value={value} misfit={misfit(value)} />,
            }))}
            onChoose={(valueCode) => dispatch(valueChosen({ optionCode: option.code, valueCode }))}
          />
        ) : (
          <div className={classes.values}>
            {values.map((value) => (
              <OptionValueRow
                key={value.code}
                option={option}
                value={value}
                selection={selection}
                misfit={misfit(value)}
              />
            ))}
          </div>
        )
      }
    </Panel>
  );
}
