import { orderStatusLabel } from './order-status';

describe('order status labels (spec 3 §3)', () => {
  it("labels the kitchen's steps (issue 23) with the spec's six labels", () => {
    expect(orderStatusLabel('RECEIVED')).toBe('new');
    expect(orderStatusLabel('PREPARING')).toBe('inProgress');
    expect(orderStatusLabel('OUT_FOR_DELIVERY')).toBe('inProgress');
    expect(orderStatusLabel('READY')).toBe('ready');
    expect(orderStatusLabel('DELIVERED')).toBe('completed');
    expect(orderStatusLabel('COMPLETED')).toBe('completed');
  });

  it('reads older spellings and an unknown status as in progress', () => {
    expect(orderStatusLabel('SUBMITTED')).toBe('new');
    expect(orderStatusLabel('in progress')).toBe('inProgress');
    expect(orderStatusLabel('SOMETHING_NEW')).toBe('inProgress');
  });
});
