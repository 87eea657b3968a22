import type { MenuItem } from '@owa/shared';
import { BYOB } from '@owa/shared/testing';
import { preselectOptions } from './preselection';

describe('spec 1 §4.6 preselection on first load', () => {
  it('an option that needs every value is preselected', () => {
    const item: Pick<MenuItem, 'options'> = {
      options: [{ code: 'CUTLERY', minCardinality: 1, maxCardinality: 1, values: [{ code: 'FORK' }] }],
    };
    expect(preselectOptions(item)).toEqual([
      expect.objectContaining({ code: 'CUTLERY', attrValueList: [{ code: 'FORK', qty: 1, option: null }] }),
    ]);
  });

  it('an option whose values are each required is preselected at their minimums', () => {
    const item: Pick<MenuItem, 'options'> = {
      options: [
        {
          code: 'PIECES',
          minCardinality: 0,
          maxCardinality: -1,
          values: [
            { code: 'A', minCardinality: 2 },
            { code: 'B', minCardinality: 1 },
          ],
        },
      ],
    };
    expect(preselectOptions(item)[0]?.attrValueList.map((value) => [value.code, value.qty])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('a real choice (Patty: 3 values, exactly 1) is not preselected; nor a multi-select option', () => {
    expect(preselectOptions(BYOB)).toEqual([]);
    const multi: Pick<MenuItem, 'options'> = {
      options: [{ code: 'X', minCardinality: 1, multiSelect: true, values: [{ code: 'only' }] }],
    };
    expect(preselectOptions(multi)).toEqual([]);
  });

  it('values marked selected are preselected, out-of-stock ones never', () => {
    const item: Pick<MenuItem, 'options'> = {
      options: [
        {
          code: 'SAUCE',
          minCardinality: 1,
          maxCardinality: 1,
          values: [{ code: 'K', selected: true }, { code: 'M' }],
        },
        { code: 'SIDE', minCardinality: 1, maxCardinality: 1, values: [{ code: 'GONE', outOfStock: true }] },
      ],
    };
    expect(preselectOptions(item).map((entry) => entry.code)).toEqual(['SAUCE']);
  });
});
