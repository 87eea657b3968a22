// The loyalty ledger on its own: what a payment takes, gives back and reverses, with the
// refusals' codes, on the in-memory accounts (no server, no database).
import { memoryPayments } from '../../test-support/memory-payments.js';
import {
  LoyaltyHoldErrorCode,
  returnLoyalty,
  reverseSettled,
  spendLoyalty,
  takeWalletShare,
  WalletErrorCode,
} from './ledger.js';

const JANE = 1001;

function world() {
  const w = memoryPayments();
  w.addCustomer(JANE, { wallet: 2000, points: 500 });
  w.state.coupons.set('cp-1', { customerId: JANE, usedOrderId: null });
  w.state.punchCards.set('pc-1', { customerId: JANE, earned: 4 });
  return w;
}

const use = { couponUuid: 'cp-1', pointsRedeemed: 200, punchCardUse: [{ id: 'pc-1', stamps: 3 }] };

describe('the wallet share', () => {
  test('all of the amount when the balance covers it, else the balance with a second method', async () => {
    const w = world();
    const share = await w.store.transaction((tx) => takeWalletShare(tx.accounts, JANE, 1500, false));
    expect(share).toBe(1500);
    expect(w.balances(JANE).wallet).toBe(500);
    const rest = await w.store.transaction((tx) => takeWalletShare(tx.accounts, JANE, 1500, true));
    expect(rest).toBe(500);
    expect(w.balances(JANE).wallet).toBe(0);
  });

  test('short without a second method, or empty: refused and nothing taken', async () => {
    const w = world();
    await expect(
      w.store.transaction((tx) => takeWalletShare(tx.accounts, JANE, 2500, false)),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: WalletErrorCode.secondMethodRequired });
    expect(w.balances(JANE).wallet).toBe(2000);
    w.addCustomer(1002);
    await expect(
      w.store.transaction((tx) => takeWalletShare(tx.accounts, 1002, 100, true)),
    ).rejects.toMatchObject({
      errorCode: WalletErrorCode.insufficientBalance,
      errorMsg: 'Insufficient membership balance',
    });
  });
});

describe('loyalty an order spends', () => {
  test('points, the coupon and the stamps are taken together and given back together', async () => {
    const w = world();
    const before = w.balances(JANE);
    await w.store.transaction((tx) => spendLoyalty(tx.accounts, JANE, 'ORD-1', use));
    expect(w.balances(JANE)).toEqual({ wallet: 2000, points: 300, coupons: [], stamps: { 'pc-1': 1 } });
    expect(w.state.coupons.get('cp-1')?.usedOrderId).toBe('ORD-1');
    await w.store.transaction((tx) => returnLoyalty(tx.accounts, JANE, 'ORD-1', use));
    expect(w.balances(JANE)).toEqual(before);
  });

  test.each([
    [
      'points',
      { ...use, pointsRedeemed: 501 },
      LoyaltyHoldErrorCode.points,
      'You do not have enough points for this reward',
    ],
    [
      'stamps',
      { ...use, punchCardUse: [{ id: 'pc-1', stamps: 5 }] },
      LoyaltyHoldErrorCode.punchCard,
      'This punch card does not have enough stamps',
    ],
    [
      "another customer's card",
      { ...use, punchCardUse: [{ id: 'pc-sam', stamps: 1 }] },
      LoyaltyHoldErrorCode.punchCard,
      'This punch card does not have enough stamps',
    ],
  ])(
    'not enough %s: refused, and the transaction leaves nothing taken',
    async (_what, asked, code, message) => {
      const w = world();
      w.addCustomer(1002);
      w.state.punchCards.set('pc-sam', { customerId: 1002, earned: 9 });
      const before = w.balances(JANE);
      await expect(
        w.store.transaction((tx) => spendLoyalty(tx.accounts, JANE, 'ORD-1', asked)),
      ).rejects.toMatchObject({ statusCode: 400, errorCode: code, errorMsg: message });
      expect(w.balances(JANE)).toEqual(before);
    },
  );

  test('a coupon is used by one order: the second is refused, and giving back is by the order that used it', async () => {
    const w = world();
    const couponOnly = { couponUuid: 'cp-1', pointsRedeemed: 0, punchCardUse: [] };
    await w.store.transaction((tx) => spendLoyalty(tx.accounts, JANE, 'ORD-1', couponOnly));
    await expect(
      w.store.transaction((tx) => spendLoyalty(tx.accounts, JANE, 'ORD-2', couponOnly)),
    ).rejects.toMatchObject({ errorCode: LoyaltyHoldErrorCode.couponUsed });
    // ORD-2 never held it, so giving back for ORD-2 leaves ORD-1's use alone.
    await w.store.transaction((tx) => returnLoyalty(tx.accounts, JANE, 'ORD-2', couponOnly));
    expect(w.state.coupons.get('cp-1')?.usedOrderId).toBe('ORD-1');
  });
});

describe('reversing a settled payment (refund or cancel)', () => {
  const settled = {
    walletCustomerId: JANE,
    walletCents: 700,
    customerId: JANE,
    orderId: 'ORD-1',
    use,
    pointsEarned: 13,
  };

  test('the wallet share, redeemed points, stamps and coupon come back; earned points go', async () => {
    const w = world();
    await w.store.transaction(async (tx) => {
      await takeWalletShare(tx.accounts, JANE, 700, false);
      await spendLoyalty(tx.accounts, JANE, 'ORD-1', use);
      await tx.accounts.creditPoints(JANE, 13);
    });
    expect(w.balances(JANE)).toEqual({ wallet: 1300, points: 313, coupons: [], stamps: { 'pc-1': 1 } });
    await w.store.transaction((tx) => reverseSettled(tx.accounts, settled));
    expect(w.balances(JANE)).toEqual({ wallet: 2000, points: 500, coupons: ['cp-1'], stamps: { 'pc-1': 4 } });
  });

  test('earned points already spent: 409 and nothing changes (never a negative balance)', async () => {
    const w = memoryPayments();
    w.addCustomer(JANE, { wallet: 0, points: 5 });
    const earnedOnly = {
      ...settled,
      walletCents: 300,
      use: { couponUuid: null, pointsRedeemed: 0, punchCardUse: [] },
    };
    await expect(w.store.transaction((tx) => reverseSettled(tx.accounts, earnedOnly))).rejects.toMatchObject({
      statusCode: 409,
      errorCode: LoyaltyHoldErrorCode.earnedPointsSpent,
    });
    expect(w.balances(JANE)).toMatchObject({ wallet: 0, points: 5 });
  });

  test('redeemed points coming back can cover the earned ones', async () => {
    const w = memoryPayments();
    w.addCustomer(JANE, { points: 0 });
    const redeemedAndEarned = {
      ...settled,
      walletCents: 0,
      use: { couponUuid: null, pointsRedeemed: 100, punchCardUse: [] },
    };
    await w.store.transaction((tx) => reverseSettled(tx.accounts, redeemedAndEarned));
    expect(w.balances(JANE).points).toBe(87);
  });
});
