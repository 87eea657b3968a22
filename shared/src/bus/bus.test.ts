import { bus, ChannelOwnershipError, createEventBus } from './bus';
import type { CartSummary } from './events';

const summary = (itemCount: number): CartSummary => ({
  storeId: '1001',
  itemCount,
  totalCents: itemCount * 499,
});

describe('typed event bus', () => {
  it('delivers commands to current subscribers only', () => {
    const events = createEventBus();
    const early: string[] = [];
    events.emit('shell:snack', { message: 'before anyone listens', status: 'info' });
    const subscription = events.on('shell:snack').subscribe((snack) => early.push(snack.message));
    events.emit('shell:snack', { message: 'Link copied!', status: 'success' });
    events.emit('cart:open', {});
    subscription.unsubscribe();
    events.emit('shell:snack', { message: 'after unsubscribe', status: 'info' });
    expect(early).toEqual(['Link copied!']);
  });

  it('filters commands by type', () => {
    const events = createEventBus();
    const added: string[] = [];
    events.on('cart:add-item').subscribe((item) => added.push(item.itemCode));
    events.emit('cart:open', {});
    events.emit('cart:add-item', {
      storeId: '1001',
      menuCode: 'ALLDAY',
      itemCode: 'FRIES',
      name: 'Classic Fries',
      quantity: 1,
      unitPriceCents: 499,
    });
    expect(added).toEqual(['FRIES']);
  });

  it('replays the last channel value to a late subscriber', () => {
    const events = createEventBus();
    const cart = events.publisherFor('cart');
    cart.publish('cart:summary', summary(1));
    cart.publish('cart:summary', summary(2));
    const seen: number[] = [];
    events.channel('cart:summary').subscribe((value) => seen.push(value.itemCount));
    cart.publish('cart:summary', summary(3));
    expect(seen).toEqual([2, 3]);
    expect(events.current('cart:summary')?.itemCount).toBe(3);
  });

  it('keeps channels apart and gives nothing before the first publish', () => {
    const events = createEventBus();
    const seen: unknown[] = [];
    events.channel('account:customer').subscribe((value) => seen.push(value));
    events.publisherFor('cart').publish('cart:summary', summary(1));
    expect(seen).toEqual([]);
    expect(events.current('account:customer')).toBeUndefined();
  });

  it('lets only the owning team publish a channel', () => {
    const events = createEventBus();
    const menu = events.publisherFor('menu');
    // @ts-expect-error: the menu team does not own cart:summary
    expect(() => menu.publish('cart:summary', summary(1))).toThrow(ChannelOwnershipError);
    expect(events.current('cart:summary')).toBeUndefined();
  });

  it('rejects wrong payloads at compile time', () => {
    const events = createEventBus();
    // @ts-expect-error: a snack needs a status
    events.emit('shell:snack', { message: 'x' });
    // @ts-expect-error: unknown event names are refused
    events.emit('cart:explode', {});
    expect(true).toBe(true);
  });

  it('is one instance per page, pinned on globalThis', async () => {
    const again = await import('./bus');
    expect(again.bus).toBe(bus);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('owa.event-bus.v1')]).toBe(bus);
  });
});
