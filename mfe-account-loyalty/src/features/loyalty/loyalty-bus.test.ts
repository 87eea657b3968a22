import { bus } from '@owa/shared';
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

const added: unknown[] = [];
const sink = bus.on('cart:add-item').subscribe((item) => added.push(item));
afterAll(() => sink.unsubscribe());

const burgerLine = { code: 'BYOB', qty: 1, menuCode: 'ALLDAY', itemAttributeList: [] };

describe('connectLoyaltyToBus', () => {
  it('a coupon item configured by the menu team becomes the active coupon and goes to the cart', () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(configurationStarted({ kind: 'coupon', couponId: String(bogo.id) }));
    bus.emit('account:promotion-item-configured', {
      purpose: { kind: 'coupon', couponId: String(bogo.id) },
      line: burgerLine as never,
    });
    expect(store.getState().loyalty.applied.coupon?.code).toBe('BOGOBURGER');
    expect(store.getState().loyalty.pending).toBeNull();
    expect(bus.current('account:applied-promotions')?.coupon?.code).toBe('BOGOBURGER');
    expect(added.at(-1)).toMatchObject({ itemCode: 'BYOB', storeId: '1001', line: burgerLine });
    disconnect();
  });

  it('a cancelled configuration applies nothing', () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(configurationStarted({ kind: 'reward', rewardId: 'RW-FRIES' }));
    bus.emit('account:promotion-item-cancelled', { purpose: { kind: 'reward', rewardId: 'RW-FRIES' } });
    expect(store.getState().loyalty.pending).toBeNull();
    expect(store.getState().loyalty.applied.redemptionItems).toEqual([]);
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
