import { bus, type CartItemRequest, type OrderContext } from '@owa/shared';
import { addToCartWithSchedule, needsSchedule, ORDER_CONTEXT_WAIT_MS } from './add-to-cart-with-schedule';

const fries: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};

const context = (orderType: OrderContext['orderType'], scheduleChosen: boolean): OrderContext => ({
  orderType,
  scheduledDay: null,
  scheduledTime: null,
  scheduleChosen,
  tableId: null,
  tableDisplayNumber: null,
  tableMenuCodes: null,
  deliveryAddressLine: null,
  dineInOnly: false,
  existingOrderId: null,
});

/** Stands in for the cart team's pickup/delivery dialog: answers every request with `scheduled`. */
function fakeScheduleHandler(scheduled: boolean) {
  const requests: string[] = [];
  const subscription = bus.on('cart:schedule-requested').subscribe(({ requestId }) => {
    requests.push(requestId);
    bus.emit('menu:schedule-settled', { requestId: 'someone-else', scheduled: !scheduled });
    bus.emit('menu:schedule-settled', { requestId, scheduled });
  });
  return { requests, stop: () => subscription.unsubscribe() };
}

function recordAdds() {
  const added: CartItemRequest[] = [];
  const subscription = bus.on('cart:add-item').subscribe((item) => added.push(item));
  return { added, stop: () => subscription.unsubscribe() };
}

describe('adding needs a pickup or delivery time first (spec 1 §4.5)', () => {
  it('needs one only for pickup or delivery without a chosen time', () => {
    expect(needsSchedule(undefined)).toBe(false);
    expect(needsSchedule(context('DINE_IN', false))).toBe(false);
    expect(needsSchedule(context('PICKUP', true))).toBe(false);
    expect(needsSchedule(context('PICKUP', false))).toBe(true);
    expect(needsSchedule(context('DELIVERY', false))).toBe(true);
  });

  it('adds directly when no order context comes within the wait', async () => {
    jest.useFakeTimers();
    const adds = recordAdds();
    const handler = fakeScheduleHandler(true);
    const added = addToCartWithSchedule(fries);
    await jest.advanceTimersByTimeAsync(ORDER_CONTEXT_WAIT_MS - 10);
    expect(adds.added).toEqual([]);
    await jest.advanceTimersByTimeAsync(20);
    await expect(added).resolves.toBe(true);
    expect(handler.requests).toEqual([]);
    expect(adds.added).toEqual([fries]);
    handler.stop();
    adds.stop();
    jest.useRealTimers();
  });

  it('an add made before the order context is known waits for it, then asks for the time', async () => {
    const adds = recordAdds();
    const handler = fakeScheduleHandler(true);
    const added = addToCartWithSchedule(fries);
    await Promise.resolve();
    expect(handler.requests).toEqual([]);
    bus.publisherFor('cart').publish('cart:order-context', context('PICKUP', false));
    await expect(added).resolves.toBe(true);
    expect(handler.requests).toHaveLength(1);
    expect(adds.added).toEqual([fries]);
    handler.stop();
    adds.stop();
  });

  it('asks the cart team for a time and adds once it is chosen', async () => {
    bus.publisherFor('cart').publish('cart:order-context', context('PICKUP', false));
    const adds = recordAdds();
    const handler = fakeScheduleHandler(true);
    await expect(addToCartWithSchedule(fries)).resolves.toBe(true);
    expect(handler.requests).toHaveLength(1);
    expect(adds.added).toEqual([fries]);
    handler.stop();
    adds.stop();
  });

  it('adds nothing when the diner closes the time dialog', async () => {
    bus.publisherFor('cart').publish('cart:order-context', context('DELIVERY', false));
    const adds = recordAdds();
    const handler = fakeScheduleHandler(false);
    await expect(addToCartWithSchedule(fries)).resolves.toBe(false);
    expect(handler.requests).toHaveLength(1);
    expect(adds.added).toEqual([]);
    handler.stop();
    adds.stop();
  });

  it('asks nothing for dine-in', async () => {
    bus.publisherFor('cart').publish('cart:order-context', context('DINE_IN', false));
    const adds = recordAdds();
    const handler = fakeScheduleHandler(true);
    await expect(addToCartWithSchedule(fries)).resolves.toBe(true);
    expect(handler.requests).toEqual([]);
    expect(adds.added).toEqual([fries]);
    handler.stop();
    adds.stop();
  });
});
