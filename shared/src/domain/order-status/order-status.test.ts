import { canCancel, isFinalStatus, kitchenStart, nextStatus, statusSteps } from './order-status';

describe('order status machine (issue 23)', () => {
  it('walks pickup and dine-in to READY, delivery through OUT_FOR_DELIVERY to DELIVERED, then COMPLETED', () => {
    expect(statusSteps('PICKUP')).toEqual(['RECEIVED', 'ACCEPTED', 'PREPARING', 'READY', 'COMPLETED']);
    expect(statusSteps('DINE_IN')).toEqual(statusSteps('PICKUP'));
    expect(statusSteps('DELIVERY')).toEqual([
      'RECEIVED',
      'ACCEPTED',
      'PREPARING',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'COMPLETED',
    ]);
    expect(nextStatus('PICKUP', 'PREPARING')).toBe('READY');
    expect(nextStatus('DELIVERY', 'PREPARING')).toBe('OUT_FOR_DELIVERY');
    expect(nextStatus('DELIVERY', 'DELIVERED')).toBe('COMPLETED');
    expect(nextStatus('PICKUP', 'COMPLETED')).toBeNull();
    // Off the path: nothing follows an unpaid or a cancelled order.
    expect(nextStatus('PICKUP', 'SUBMITTED')).toBeNull();
    expect(nextStatus('PICKUP', 'CANCELLED')).toBeNull();
    expect(nextStatus('PICKUP', 'OUT_FOR_DELIVERY')).toBeNull();
  });

  it('ends at COMPLETED, CANCELLED and REFUNDED', () => {
    expect(isFinalStatus('COMPLETED')).toBe(true);
    expect(isFinalStatus('CANCELLED')).toBe(true);
    expect(isFinalStatus('REFUNDED')).toBe(true);
    expect(isFinalStatus('READY')).toBe(false);
  });

  it('lets a diner cancel while RECEIVED, a scheduled order only before its kitchen start', () => {
    const now = Date.parse('2026-11-21T19:00:00Z');
    expect(canCancel('RECEIVED', null, now)).toBe(true);
    expect(canCancel('ACCEPTED', null, now)).toBe(false);
    expect(canCancel('RECEIVED', '2026-11-21T19:00:01Z', now)).toBe(true);
    expect(canCancel('RECEIVED', '2026-11-21T19:00:00Z', now)).toBe(false);
    expect(canCancel('RECEIVED', 'not a time', now)).toBe(false);
    expect(kitchenStart(Date.parse('2026-11-21T20:00:00Z'), 20)).toBe(Date.parse('2026-11-21T19:40:00Z'));
  });
});
