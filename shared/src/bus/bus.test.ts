import { bus, ChannelOwnershipError, createEventBus, PENDING_COMMAND_LIMIT } from './bus';
import type { CartSummary } from './events';

const summary = (itemCount: number): CartSummary => ({
  storeId: '1001',
  itemCount,
  totalCents: itemCount * 499,
  subtotalCents: itemCount * 499,
  lines: [{ code: 'FRIES', qty: itemCount, menuCode: 'ALLDAY' }],
  existingOrder: null,
});

describe('typed event bus', () => {
  it('delivers a command to the subscribers listening when it is sent', () => {
    const events = createEventBus();
    const first: string[] = [];
    const second: string[] = [];
    const one = events.on('shell:snack').subscribe((snack) => first.push(snack.message));
    const two = events.on('shell:snack').subscribe((snack) => second.push(snack.message));
    events.emit('shell:snack', { message: 'Link copied!', status: 'success' });
    one.unsubscribe();
    events.emit('shell:snack', { message: 'only the second', status: 'info' });
    two.unsubscribe();
    expect(first).toEqual(['Link copied!']);
    expect(second).toEqual(['Link copied!', 'only the second']);
  });

  it('keeps a command sent before its handler loaded and delivers it once, in order', () => {
    const events = createEventBus();
    events.emit('cart:open', {});
    const item = {
      storeId: '1001',
      menuCode: 'ALLDAY',
      name: 'Classic Fries',
      quantity: 1,
      unitPriceCents: 499,
    };
    events.emit('cart:add-item', { ...item, itemCode: 'FRIES' });
    events.emit('cart:add-item', { ...item, itemCode: 'ONIONRINGS' });
    const handled: string[] = [];
    events.on('cart:add-item').subscribe((added) => handled.push(added.itemCode));
    const late: string[] = [];
    events.on('cart:add-item').subscribe((added) => late.push(added.itemCode));
    events.emit('cart:add-item', { ...item, itemCode: 'COLA' });
    expect(handled).toEqual(['FRIES', 'ONIONRINGS', 'COLA']);
    expect(late).toEqual(['COLA']);
  });

  it('bounds the commands waiting for a handler, dropping the oldest', () => {
    const events = createEventBus();
    for (let index = 0; index < PENDING_COMMAND_LIMIT + 5; index += 1) {
      events.emit('shell:snack', { message: `snack ${index}`, status: 'info' });
    }
    const seen: string[] = [];
    events.on('shell:snack').subscribe((snack) => seen.push(snack.message));
    expect(seen).toHaveLength(PENDING_COMMAND_LIMIT);
    expect(seen[0]).toBe('snack 5');
  });

  it('queues again once every handler has gone', () => {
    const events = createEventBus();
    const seen: string[] = [];
    events.on('cart:open').subscribe().unsubscribe();
    events.emit('account:login-requested', { fromThumbsUp: true });
    events.on('account:login-requested').subscribe((request) => seen.push(String(request.fromThumbsUp)));
    expect(seen).toEqual(['true']);
  });

  it('tells which commands wait for their handler: those waiting now, then each as it starts to', () => {
    const events = createEventBus();
    events.emit('cart:open', {});
    events.emit('cart:open', {});
    const waiting: string[] = [];
    const subscription = events.waiting().subscribe((type) => waiting.push(type));
    events.emit('menu:configure-item', {
      storeId: '1001',
      itemCode: 'BYOB',
      menuCode: 'ALLDAY',
      purpose: { kind: 'add' },
    });
    events.on('account:login-requested').subscribe();
    events.emit('account:login-requested', {});
    expect(waiting).toEqual(['cart:open', 'menu:configure-item']);
    events.on('cart:open').subscribe();
    events.emit('cart:open', {});
    expect(waiting).toEqual(['cart:open', 'menu:configure-item']);
    subscription.unsubscribe();
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
