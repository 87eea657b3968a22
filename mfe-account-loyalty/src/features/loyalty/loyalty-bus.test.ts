import { bus, type CartSummary } from '@owa/shared';
import { createAccountStore } from '../../app/store';
import { bogo, janeRewards } from '../../domain/loyalty/testing/jane';
import { accountReset } from '../../lib/account-reset';
import { connectLoyaltyToBus } from './loyalty-bus';
import {
  configurationStarted,
  couponApplied,
  loyaltyLoaded,
  punchCardUseChanged,
  sessionChanged,
} from './loyalty-slice';
import { APPLIED_PROMOTIONS_KEY, readAppliedPromotions } from './loyalty-storage';
import { janeStore } from './testing/render';

const bogoCoupon = { kind: 'coupon', couponId: String(bogo.id) } as const;

/** The cart's summary as the cart team publishes it, with these lines. */
function cartWith(lines: CartSummary['lines']): void {
  bus.publisherFor('cart').publish('cart:summary', {
    storeId: '1001',
    itemCount: lines.length,
    totalCents: 0,
    subtotalCents: 0,
    lines,
    existingOrder: null,
  });
}

describe('connectLoyaltyToBus', () => {
  it('a coupon becomes the active one once the item configured for it reaches the cart, named on its line', () => {
    cartWith([]);
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(configurationStarted(bogoCoupon));
    // Another line changes nothing: the configured item is not in yet.
    cartWith([{ code: 'FRIES', qty: 1, menuCode: 'ALLDAY' }]);
    expect(store.getState().loyalty.applied.coupon).toBeNull();
    cartWith([
      { code: 'FRIES', qty: 1, menuCode: 'ALLDAY' },
      { code: 'BYOB', qty: 1, menuCode: 'ALLDAY', promotion: bogoCoupon },
    ]);
    expect(store.getState().loyalty.applied.coupon?.code).toBe('BOGOBURGER');
    expect(store.getState().loyalty.pending).toBeNull();
    expect(store.getState().loyalty.arrived).toEqual({ purpose: bogoCoupon });
    expect(bus.current('account:applied-promotions')?.coupon?.code).toBe('BOGOBURGER');
    disconnect();
  });

  it('a configuration closed without its item applies nothing; a line already in the cart does not count', () => {
    cartWith([{ code: 'BYOB', qty: 1, menuCode: 'ALLDAY', promotion: bogoCoupon }]);
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(configurationStarted(bogoCoupon));
    cartWith([
      { code: 'BYOB', qty: 1, menuCode: 'ALLDAY', promotion: bogoCoupon },
      { code: 'COLA', qty: 1, menuCode: 'ALLDAY' },
    ]);
    expect(store.getState().loyalty.applied.coupon).toBeNull();
    expect(store.getState().loyalty.pending).toEqual(bogoCoupon);
    disconnect();
  });

  it('every change of what is applied is published; logout clears it (spec 3 §4 Logout)', () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(couponApplied({ couponId: String(bogo.id) }));
    store.dispatch(punchCardUseChanged({ id: 'pc_jane_coffee', using: 1 }));
    expect(bus.current('account:applied-promotions')).toMatchObject({
      coupon: { code: 'BOGOBURGER' },
      punchCards: [{ id: 'pc_jane_coffee', using: 1 }],
    });
    store.dispatch(accountReset({ reason: 'logout' }));
    expect(bus.current('account:applied-promotions')).toMatchObject({
      redemptionItems: [],
      coupon: null,
      punchCards: [],
    });
    disconnect();
  });
});

describe('applied promotions kept in this browser', () => {
  it('survive a reload for the same customer and store, and a logout clears them', async () => {
    window.localStorage.clear();
    const { bus: pageBus } = await import('@owa/shared');
    pageBus.publisherFor('shell').publish('shell:session', {
      language: 'en',
      direction: 'ltr',
      groupId: 'G1001',
      storeId: '1001',
      user: { id: 'jane', displayName: 'Jane Doe' },
      token: 't',
      kioskMode: false,
      primaryColor: '#1e9d84',
    });
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    // The connection asked for the customer's loyalty; the API answers.
    store.dispatch(loyaltyLoaded({ rewards: janeRewards, coupons: [bogo], punchCards: [], points: 1250 }));
    store.dispatch(couponApplied({ couponId: String(bogo.id) }));
    const kept = readAppliedPromotions('1001', 'jane');
    expect(kept?.coupon?.code).toBe('BOGOBURGER');
    expect(readAppliedPromotions('1001', 'sam')).toBeNull();
    expect(readAppliedPromotions('1002', 'jane')).toBeNull();

    const reloaded = createAccountStore();
    reloaded.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: true }));
    reloaded.dispatch(
      loyaltyLoaded({ rewards: janeRewards, coupons: [bogo], punchCards: [], points: 1250, restored: kept }),
    );
    expect(reloaded.getState().loyalty.applied.coupon?.code).toBe('BOGOBURGER');

    store.dispatch(accountReset({ reason: 'logout' }));
    expect(window.localStorage.getItem(APPLIED_PROMOTIONS_KEY)).toBeNull();
    disconnect();
  });
});
