import { becameReady, reconnectDelay, stepViews } from './order-tracking';

describe('order tracking (issue 23)', () => {
  it('marks the steps before the status done, the status current and the rest upcoming', () => {
    const views = stepViews('PICKUP', 'PREPARING', [{ status: 'RECEIVED', at: '2026-11-21T19:00:00Z' }]);
    expect(views.map((view) => view.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(views[0]?.at).toBe('2026-11-21T19:00:00Z');
    expect(views[1]?.at).toBeNull();
    expect(stepViews('DELIVERY', 'OUT_FOR_DELIVERY', []).map((view) => view.status)).toContain('DELIVERED');
    // A cancelled order is on no step.
    expect(stepViews('PICKUP', 'CANCELLED', []).every((view) => view.state === 'upcoming')).toBe(true);
  });

  it('waits longer after each failed attempt, never more than 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 30_000]);
  });

  it('tells the diner once, when the order turns ready or leaves for delivery', () => {
    expect(becameReady('PREPARING', 'READY')).toBe(true);
    expect(becameReady('PREPARING', 'OUT_FOR_DELIVERY')).toBe(true);
    expect(becameReady('READY', 'READY')).toBe(false);
    // Opened on an order already ready: nothing changed while the diner watched.
    expect(becameReady(null, 'READY')).toBe(false);
    expect(becameReady('READY', 'COMPLETED')).toBe(false);
  });
});
