// The payment attempt on the in-memory store and the simulated processor (DEMO-DATA's test cards):
// methods, refusals before anything is held, and money conserved when attempts race.
import { memoryPayments } from '../../test-support/memory-payments.js';
import { PaymentAttempt, PaymentErrorCode } from './attempt.js';
import { WalletErrorCode } from './ledger.js';
import { PaymentSettlement } from './settlement.js';
import { StalePaymentSweeper } from './sweeper.js';

const JANE = { id: 1001 };
const SAM = { id: 1002 };

function world(wallet = 0) {
  const w = memoryPayments();
  w.addCustomer(JANE.id, { wallet, points: 300 });
  w.addCustomer(SAM.id);
  w.state.coupons.set('cp-1', { customerId: JANE.id, usedOrderId: null });
  w.addOrder('ORD-1', 1500, { couponUuid: 'cp-1', pointsRedeemed: 100 });
  const settlement = new PaymentSettlement(w.deps);
  const attempt = new PaymentAttempt(w.deps, settlement, new StalePaymentSweeper(w.deps, settlement));
  return { w, attempt };
}

/** Money taken from Jane: her wallet spent plus what the processor kept. */
function taken(w: ReturnType<typeof memoryPayments>, walletBefore: number) {
  const kept = [...w.state.charges.values()].filter((c) => c.status === 'succeeded');
  return walletBefore - w.balances(JANE.id).wallet + kept.reduce((sum, c) => sum + c.amountCents, 0);
}

test('a saved Visa pays at once: the order is paid, the coupon and points spent, 13 points earned', async () => {
  const { w, attempt } = world();
  const answer = await attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'visa' }, JANE);
  expect(answer).toMatchObject({
    status: 'succeeded',
    paymentType: 'VISA',
    pointsEarned: 13,
    displayId: 'P100',
  });
  expect(answer.orderBonus).toEqual({ coupons: [], balanceInCents: null, points: 213 });
  expect(w.balances(JANE.id)).toMatchObject({ points: 213, coupons: [] });
  expect(w.charges('ORD-1')).toEqual(['succeeded']);
  expect(taken(w, 0)).toBe(1500);
  // Paying a paid order answers it again and charges nothing.
  expect(await attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'visa' }, JANE)).toMatchObject({
    status: 'succeeded',
  });
  expect(w.charges('ORD-1')).toEqual(['succeeded']);
});

test('a declined card keeps nothing: wallet share, coupon and points come back', async () => {
  const { w, attempt } = world(700);
  const before = w.balances(JANE.id);
  await expect(
    attempt.pay({ orderId: 'ORD-1', paidByMembership: true, paymentMethodId: 'declined' }, JANE),
  ).rejects.toMatchObject({ statusCode: 400, errorCode: PaymentErrorCode.declined });
  expect(w.balances(JANE.id)).toEqual(before);
  expect((await w.store.latestPayment('ORD-1'))?.status).toBe('CHARGE_FAILED');
  expect(w.state.orders.get('ORD-1')?.document.paymentStatus).toBe('UNPAID');
});

test('wallet first, the card for the rest; the wallet alone when it covers the bill', async () => {
  const { w, attempt } = world(700);
  const split = await attempt.pay(
    { orderId: 'ORD-1', paidByMembership: true, paymentMethodId: 'visa' },
    JANE,
  );
  expect(split.orderBonus).toMatchObject({ balanceInCents: 0 });
  expect([...w.state.charges.values()].map((c) => c.amountCents)).toEqual([800]);
  expect(taken(w, 700)).toBe(1500);

  w.addOrder('ORD-2', 500, { couponUuid: null, pointsRedeemed: 0 });
  w.state.customers.set(JANE.id, { wallet: 900, points: 0 });
  const walletOnly = await attempt.pay({ orderId: 'ORD-2', paidByMembership: true }, JANE);
  expect(walletOnly).toMatchObject({ status: 'succeeded', paymentType: 'MEMBERSHIP' });
  expect(w.balances(JANE.id).wallet).toBe(400);
});

test('refusals come before anything is held: a borrowed card, a short wallet, a visitor online', async () => {
  const { w, attempt } = world(700);
  const before = w.balances(JANE.id);
  await expect(attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'sams' }, JANE)).rejects.toMatchObject({
    statusCode: 403,
  });
  await expect(attempt.pay({ orderId: 'ORD-1', paidByMembership: true }, JANE)).rejects.toMatchObject({
    errorCode: WalletErrorCode.secondMethodRequired,
  });
  w.addOrder('ORD-G', 900, {}, null);
  await expect(attempt.pay({ orderId: 'ORD-G', paymentToken: 'pm_card_visa' }, null)).rejects.toMatchObject({
    statusCode: 401,
  });
  expect(w.balances(JANE.id)).toEqual(before);
  expect(w.state.payments.size).toBe(0);
  expect(w.state.charges.size).toBe(0);
});

test('in person: needs the store to take it and a solved captcha; spends the coupon at once', async () => {
  const { w, attempt } = world();
  await expect(attempt.pay({ orderId: 'ORD-1', captcha: 'wrong' }, JANE)).rejects.toMatchObject({
    errorCode: 'CAPTCHA_ERR_INVALID',
  });
  expect(await attempt.pay({ orderId: 'ORD-1', captcha: 'solved' }, JANE)).toMatchObject({
    status: 'pending',
    paymentType: 'OFFLINE',
  });
  expect(w.balances(JANE.id)).toMatchObject({ coupons: [], points: 200 });
  expect(w.state.orders.get('ORD-1')?.document).toMatchObject({ paymentStatus: 'PAY_IN_PERSON' });
  expect(w.clearedCarts).toEqual(['1001:1001']);
  w.deps.storeSettings = async () => ({
    groupId: null,
    enableTipForStore: false,
    paymentSettings: { ALL: ['ONLINE'] },
  });
  w.addOrder('ORD-2', 500, { couponUuid: null, pointsRedeemed: 0 });
  await expect(attempt.pay({ orderId: 'ORD-2', captcha: 'solved' }, JANE)).rejects.toMatchObject({
    errorCode: PaymentErrorCode.methodNotAllowed,
  });
});

test('WeChat redirects to its page; the attempt holds until the page answers', async () => {
  const { w, attempt } = world();
  const answer = await attempt.pay({ orderId: 'ORD-1', payByWechat: true }, JANE);
  const payment = await w.store.latestPayment('ORD-1');
  expect(answer).toMatchObject({
    status: 'requires_action',
    redirectUrl: `/api/v1/payment/wechat/${payment?.id}`,
  });
  expect(payment).toMatchObject({ processor: 'WECHAT_SIMULATED', loyalty_held: true });
  expect(w.balances(JANE.id)).toMatchObject({ coupons: [], points: 200 });
});

describe('attempts racing', () => {
  test('eight concurrent card payments of one order: one charge, one settlement, the rest 409 or paid', async () => {
    const { w, attempt } = world();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'visa' }, JANE)),
    );
    const paid = results.filter((r) => r.status === 'fulfilled' && r.value.status === 'succeeded');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(paid.length + refused.length).toBe(8);
    for (const r of refused)
      expect(r).toMatchObject({ reason: { statusCode: 409, errorCode: PaymentErrorCode.inProgress } });
    expect(w.charges('ORD-1')).toEqual(['succeeded']);
    expect(taken(w, 0)).toBe(1500);
    expect(w.balances(JANE.id)).toMatchObject({ points: 213, coupons: [] });
  });

  test('three orders from one wallet at once: the balance is never spent twice or below zero', async () => {
    const { w, attempt } = world(1000);
    for (const id of ['A', 'B', 'C']) w.addOrder(id, 600, { couponUuid: null, pointsRedeemed: 0 });
    const results = await Promise.allSettled(
      ['A', 'B', 'C'].map((orderId) => attempt.pay({ orderId, paidByMembership: true }, JANE)),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    expect(w.balances(JANE.id).wallet).toBe(400);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r).toMatchObject({ reason: { errorCode: WalletErrorCode.secondMethodRequired } });
  });

  test('two orders spending one coupon: one is paid, the other refused before any charge', async () => {
    const { w, attempt } = world();
    w.addOrder('ORD-2', 1500, { couponUuid: 'cp-1', pointsRedeemed: 0 });
    const results = await Promise.allSettled(
      ['ORD-1', 'ORD-2'].map((orderId) => attempt.pay({ orderId, paymentMethodId: 'visa' }, JANE)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { errorCode: 'COUPON_ERROR_ALREADY_USED' },
    });
    expect(w.state.charges.size).toBe(1);
  });
});
