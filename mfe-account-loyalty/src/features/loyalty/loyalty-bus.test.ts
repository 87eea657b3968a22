import { bus } from '@owa/shared';
import { accountReset } from '../../app/account-reset';
import { connectLoyaltyToBus } from './loyalty-bus';
import { configurationStarted, couponApplied, punchCardUseChanged } from './loyalty-slice';
import { bogo } from './testing/jane';
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
