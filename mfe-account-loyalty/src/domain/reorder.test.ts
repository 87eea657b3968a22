import { orderStatusLabel } from './order-status';
import { type OrderableItem, planReorder } from './reorder';

const catalogue = new Map<string, OrderableItem>([
  ['FRIES', { menuCode: 'ALLDAY', name: 'Classic Fries', price: 4.99 }],
  ['LOBSTER', { menuCode: 'ALLDAY', name: 'Lobster Roll', outOfStock: true }],
  ['BEER', { menuCode: 'ALLDAY', name: 'Draft Beer', nonOrderableChannels: ['ONLINE'] }],
]);

describe('planReorder', () => {
  it('adds the lines the menu still sells and names the others once', () => {
    const plan = planReorder(
      [
        { code: 'FRIES', name: 'Classic Fries', qty: 3 },
        { code: 'LOBSTER', name: 'Lobster Roll', qty: 1 },
        { code: 'BEER', name: 'Draft Beer', qty: 2 },
        { code: 'GONE', name: 'Old Special', qty: 1 },
        { code: 'LOBSTER', name: 'Lobster Roll', qty: 1 },
      ],
      catalogue,
    );
    expect(plan.add.map((entry) => [entry.line.code, entry.item.menuCode])).toEqual([['FRIES', 'ALLDAY']]);
    expect(plan.unavailable).toEqual(['Lobster Roll', 'Draft Beer', 'Old Special']);
  });

  it('skips a line without quantity as unavailable rather than adding zero', () => {
    expect(planReorder([{ code: 'FRIES', name: 'Classic Fries', qty: 0 }], catalogue)).toEqual({
      add: [],
      unavailable: ['Classic Fries'],
    });
  });
});

describe('orderStatusLabel (spec 3 §3)', () => {
  it.each([
    ['SUBMITTED', 'new'],
    ['ACCEPTED', 'inProgress'],
    ['in progress', 'inProgress'],
    ['READY', 'ready'],
    ['CANCELLED', 'cancelled'],
    ['REFUNDED', 'refunded'],
    ['COMPLETED', 'completed'],
    [null, 'inProgress'],
  ])('%s reads as %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});
