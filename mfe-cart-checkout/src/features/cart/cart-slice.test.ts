import type { CartItemRequest } from '@owa/shared';
import type { ServerCart } from '@owa/shared/entities';
import type { UnknownAction } from '@reduxjs/toolkit';
import { cartStore } from '../../testing/room-stores';
import { pickupAsapByDefault } from '../order-context';
import {
  type CartState,
  cartActions,
  cartItemCount,
  cartTotalCents,
  emptyCart,
  pricedLines,
  selectCartUpToDate,
} from './cart-slice';

const fries: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};

const burger: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'BYOB',
  name: 'Build Your Burger',
  quantity: 1,
  unitPriceCents: 1249,
  line: {
    code: 'BYOB',
    qty: 1,
    itemAttributeList: [{ code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] }],
  },
};

const croissant: CartItemRequest = {
  storeId: '1003',
  menuCode: 'CAFE',
  itemCode: 'CROISSANT',
  name: 'Butter Croissant',
  quantity: 1,
  unitPriceCents: 375,
};

/** Each change goes through a real store of the cart room, started from the cart before it. */
function reduce(cart: CartState, action: UnknownAction): CartState {
  const store = cartStore({ preloadedState: { cart } });
  store.dispatch(action);
  return store.getState().cart;
}
const { itemAdded, lineDecremented, lineIncremented, lineRemoved, lineReplaced, cartReset } = cartActions;

function serverCart(total: number, lines: ServerCart['subOrderList'][number]['orderItemList']): ServerCart {
  return { subTotal: total, total, subOrderList: [{ orderItemList: lines }] };
}

describe('cart slice (spec 2 §4 Cart lines)', () => {
  it('merges a simple item into its line and counts units', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    cart = reduce(cart, itemAdded(fries));
    cart = reduce(
      cart,
      itemAdded({ ...fries, itemCode: 'ONIONRINGS', name: 'Onion Rings', unitPriceCents: 549 }),
    );
    expect(cart.lines).toHaveLength(2);
    expect(cartItemCount(cart)).toBe(3);
    expect(cartTotalCents(cart)).toBe(2 * 499 + 549);
  });

  it('keeps the configured line the menu team built, and never merges it', () => {
    let cart = reduce(emptyCart, itemAdded(burger));
    cart = reduce(cart, itemAdded(burger));
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]?.itemAttributeList?.[0]?.attrValueList).toEqual([{ code: 'BEEF', qty: 1 }]);
    expect(cart.lines[0]?.menuCode).toBe('ALLDAY');
  });

  it('replaces an edited line under its uuid', () => {
    let cart = reduce(emptyCart, itemAdded(burger));
    const uuid = cart.lines[0]?.uuid as string;
    const chicken = {
      ...burger,
      line: {
        code: 'BYOB',
        qty: 1,
        itemAttributeList: [{ code: 'PATTY', attrValueList: [{ code: 'CHICKEN', qty: 1 }] }],
      },
    };
    cart = reduce(cart, lineReplaced({ lineUuid: uuid, item: chicken }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.uuid).toBe(uuid);
    expect(cart.lines[0]?.itemAttributeList?.[0]?.attrValueList[0]?.code).toBe('CHICKEN');
  });

  it('starts a new cart for another store', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    cart = reduce(cart, itemAdded({ ...fries, storeId: '1002' }));
    expect(cart.storeId).toBe('1002');
    expect(cartItemCount(cart)).toBe(1);
  });

  it('the first add keeps the applied promotions and a revision above any priced one', () => {
    const promotions = { storeId: '1001', redemptionItems: [], coupon: null, punchCards: [] };
    // Promotions arrive before the first add (a logged-in diner): that change gets priced.
    const applied = reduce(emptyCart, cartActions.promotionsApplied(promotions));
    const priced = reduce(
      applied,
      cartActions.cartPriced({ revision: applied.revision, serverCart: serverCart(0, []) }),
    );
    const cart = reduce(priced, itemAdded(fries));
    expect(cart.promotions).toBe(promotions);
    expect(cart.revision).toBeGreaterThan(priced.pricedRevision);
    expect(cart.orderUUID).not.toBe(emptyCart.orderUUID);
    const reset = reduce(cart, cartReset());
    expect(reset.revision).toBeGreaterThan(cart.revision);
  });

  it('+ respects the per-cart limit, − removes at one, remove drops the line', () => {
    let cart = reduce(emptyCart, itemAdded({ ...fries, line: { code: 'FRIES', qty: 1, maxCardinality: 2 } }));
    const uuid = cart.lines[0]?.uuid as string;
    cart = reduce(cart, lineIncremented(uuid));
    const atLimit = reduce(cart, lineIncremented(uuid));
    expect(atLimit).toBe(cart);
    expect(cart.lines[0]?.qty).toBe(2);
    cart = reduce(cart, lineDecremented(uuid));
    cart = reduce(cart, lineDecremented(uuid));
    expect(cart.lines).toEqual([]);
    cart = reduce(reduce(emptyCart, itemAdded(fries)), lineRemoved(cart.lines[0]?.uuid ?? 'x'));
    expect(cart.lines).toHaveLength(1);
  });

  it('reset empties the cart and starts a new order UUID and idempotency token', () => {
    const before = reduce(emptyCart, itemAdded(fries));
    const after = reduce(before, cartReset());
    expect(after.lines).toEqual([]);
    expect(after.serverCart).toBeNull();
    expect(after.orderUUID).not.toBe(before.orderUUID);
    expect(after.idempotencyToken).not.toBe(before.idempotencyToken);
  });
});

describe('server cart (the server is the truth)', () => {
  it('shows the server total and priced lines once the latest change is priced', () => {
    const cart = reduce(emptyCart, itemAdded(fries));
    const uuid = cart.lines[0]?.uuid as string;
    const priced = reduce(
      cart,
      cartActions.cartPriced({
        revision: cart.revision,
        serverCart: serverCart(5.64, [
          { code: 'FRIES', uuid, qty: 1, subTotal: 4.99, name: 'Classic Fries' },
        ]),
      }),
    );
    expect(cartTotalCents(priced)).toBe(564);
    expect(pricedLines(priced)[0]?.subTotal).toBe(4.99);
    expect(selectCartUpToDate({ cart: priced })).toBe(true);
  });

  it('an answer to an older request does not pass for the current cart', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    const first = cart.revision;
    cart = reduce(cart, itemAdded(fries));
    cart = reduce(
      cart,
      cartActions.cartPriced({ revision: cart.revision, serverCart: serverCart(11.28, []) }),
    );
    const stale = reduce(cart, cartActions.cartPriced({ revision: first, serverCart: serverCart(5.64, []) }));
    expect(stale.serverCart?.total).toBe(11.28);
    expect(reduce(cart, cartActions.repriceNeeded()).status).toBe('priced');
    expect(selectCartUpToDate({ cart: reduce(cart, cartActions.repriceNeeded()) })).toBe(false);
  });

  it('a failed request is kept with its code for the retry banner, unless a newer change is pending', () => {
    const cart = reduce(emptyCart, itemAdded(fries));
    const failed = reduce(
      cart,
      cartActions.pricingFailed({
        revision: cart.revision,
        code: 'CLIENT_ERR_OFFLINE',
        message: 'Failed to connect to server',
      }),
    );
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toBe('CLIENT_ERR_OFFLINE');
    const newer = reduce(cart, itemAdded(fries));
    expect(
      reduce(newer, cartActions.pricingFailed({ revision: cart.revision, code: 'X', message: 'x' })).status,
    ).not.toBe('failed');
  });
});

/**
 * The service prices the cart whenever its revision differs from the last one it asked for. A
 * second dine-in round after a reload starts from the empty default cart, whose context changes
 * had already been priced at revision 1: an add that restarted the count at 1 was never priced and
 * 'Add to my order' stayed disabled.
 */
describe('cart revision (what the service prices by)', () => {
  it('keeps growing when an add starts the store cart from the default empty cart', () => {
    const repriced = reduce(emptyCart, cartActions.repriceNeeded());
    const added = reduce(repriced, cartActions.itemAdded(croissant));
    expect(added.storeId).toBe('1003');
    expect(added.revision).toBeGreaterThan(repriced.revision);
    expect(selectCartUpToDate({ cart: added })).toBe(false);
  });

  it('keeps growing across a reset after an order', () => {
    const added = reduce(emptyCart, cartActions.itemAdded(croissant));
    const reset = reduce(added, cartActions.cartReset());
    expect(reset.lines).toEqual([]);
    expect(reset.revision).toBeGreaterThan(added.revision);
    expect(reduce(reset, cartActions.itemAdded(croissant)).revision).toBeGreaterThan(reset.revision);
  });
});

describe('adds waiting for a time (spec 1 §4.5), in a real store', () => {
  it('wait in order, then go in together, merged as any add', () => {
    const store = cartStore();
    store.dispatch(cartActions.addHeld(fries));
    store.dispatch(cartActions.addHeld(burger));
    store.dispatch(cartActions.addHeld(fries));
    expect(store.getState().cart.lines).toEqual([]);
    store.dispatch(cartActions.heldAddsReleased(3));
    const { cart } = store.getState();
    expect(cart.held).toEqual([]);
    expect(cart.lines.map((line) => [line.code, line.qty])).toEqual([
      ['FRIES', 2],
      ['BYOB', 1],
    ]);
    expect(new Set(cart.lines.map((line) => line.uuid)).size).toBe(2);
  });

  it('are dropped when no time is chosen, and by a reset', () => {
    const store = cartStore();
    store.dispatch(cartActions.addHeld(fries));
    store.dispatch(cartActions.heldAddsDropped());
    expect(store.getState().cart).toMatchObject({ held: [], lines: [] });
    store.dispatch(cartActions.addHeld(fries));
    store.dispatch(cartActions.cartReset());
    expect(store.getState().cart.held).toEqual([]);
  });

  it("a reward's item keeps its reward by its line, also when it merges into a line", () => {
    const store = cartStore();
    const reward = { kind: 'reward', rewardId: 'RW-FRIES' } as const;
    store.dispatch(cartActions.itemAdded({ ...burger, promotion: reward }));
    store.dispatch(cartActions.itemAdded(fries));
    store.dispatch(cartActions.itemAdded({ ...fries, promotion: { kind: 'coupon', couponId: 'C1' } }));
    const { lines, linePromotions } = store.getState().cart;
    expect(lines.map((line) => [line.code, line.qty, linePromotions[line.uuid ?? '']])).toEqual([
      ['BYOB', 1, reward],
      ['FRIES', 2, { kind: 'coupon', couponId: 'C1' }],
    ]);
  });
});

describe('the priced cart tells the order context its times', () => {
  it('every answer reports its slots; ASAP by default follows them', () => {
    const store = cartStore({
      preloadedState: {
        storeInfo: {
          storeId: '1001',
          status: 'ready',
          store: { storeId: '1001', name: 'Maple' },
          errorCode: null,
        },
        orderContext: { storeId: '1001', byStore: {} },
      },
    });
    // Before any answer, a pickup at a store taking ASAP orders counts as scheduled.
    expect(pickupAsapByDefault(store.getState())).toBe(true);
    store.dispatch(cartActions.itemAdded(fries));
    expect(store.getState().timeSlots).toMatchObject({ slots: null, upToDate: false, failed: false });
    const { revision } = store.getState().cart;
    const slots = { asapAllowed: false, day_slots: [] };
    store.dispatch(
      cartActions.cartPriced({ revision, serverCart: { ...serverCart(4.99, []), validTimeSlots: slots } }),
    );
    expect(store.getState().timeSlots).toEqual({ slots, upToDate: true, failed: false, message: null });
    store.dispatch(cartActions.repriceNeeded());
    expect(store.getState().timeSlots.upToDate).toBe(false);
    store.dispatch(
      cartActions.pricingFailed({ revision: revision + 1, code: 'X', message: 'The server is away' }),
    );
    expect(store.getState().timeSlots).toMatchObject({ failed: true, message: 'The server is away' });
    // The priced slots refuse ASAP: the pickup has no time until the diner chooses one.
    expect(pickupAsapByDefault(store.getState())).toBe(false);
  });
});
