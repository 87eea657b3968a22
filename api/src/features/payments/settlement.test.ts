// Settling, releasing and refunding payments on the in-memory store and the simulated processor:
// each happens once, and every cent and point is where it should be afterwards.
import { memoryPayments } from '../../test-support/memory-payments.js';
import { newPaymentId } from './attempt.js';
import { LoyaltyHoldErrorCode, loyaltyUseOf, spendLoyalty, takeWalletShare } from './ledger.js';
import { ALREADY_PAID_MESSAGE, PaymentSettlement } from './settlement.js';

const JANE = 1001;

function world(pointsRedeemed = 100) {
  const w = memoryPayments();
  w.addCustomer(JANE, { wallet: 1000, points: 500 });
  w.state.coupons.set('cp-1', { customerId: JANE, usedOrderId: null });
  w.state.punchCards.set('pc-1', { customerId: JANE, earned: 4 });
  w.addOrder('ORD-1', 1500, {
    couponUuid: 'cp-1',
    pointsRedeemed,
    punchCardUse: [{ id: 'pc-1', stamps: 2 }],
  });
  return { w, settlement: new PaymentSettlement(w.deps) };
}

/** What an attempt does before the charge: its holds and its row, in one transaction. */
async function held(w: ReturnType<typeof memoryPayments>, walletCents: number, attempt = 1) {
  const id = newPaymentId();
  await w.store.transaction(async (tx) => {
    const order = await tx.lockOrder('ORD-1');
    if (walletCents > 0) await takeWalletShare(tx.accounts, JANE, walletCents, true);
    await spendLoyalty(tx.accounts, JANE, 'ORD-1', loyaltyUseOf(order.document));
    await tx.insertPayment({
      id,
      orderId: 'ORD-1',
      customerId: JANE,
      paymentType: 'VISA',
      status: 'requires_action',
      amountCents: 1500,
      walletCents,
      walletHeld: walletCents > 0,
      tipsCents: 0,
      processor: 'SIMULATED',
      attempt,
      loyaltyHeld: true,
      at: w.clock.now(),
    });
  });
  return id;
}

/** A card charge for the rest, as the processor records it. */
async function charge(w: ReturnType<typeof memoryPayments>, paymentId: string, token = 'sim_tok_approve_x') {
  const payment = await w.store.payment(paymentId);
  const outcome = await w.processor.charge({
    amountCents: 1500 - (payment?.wallet_cents ?? 0),
    currency: 'cad',
    paymentToken: token,
    orderId: 'ORD-1',
    idempotencyKey: payment?.idempotency_key ?? '',
  });
  await w.store.recordCharge(paymentId, {
    processorRef: outcome.ref,
    charged: outcome.status === 'succeeded',
  });
}

test('settling: the order is paid once, points are earned, the cart is emptied', async () => {
  const { w, settlement } = world();
  const id = await held(w, 400);
  await charge(w, id);
  const settled = await settlement.finalize(id);
  expect(settled).toMatchObject({ earned: 13, balanceInCents: 600, points: 413 });
  expect(w.state.orders.get('ORD-1')?.document).toMatchObject({
    paymentStatus: 'PAID',
    paymentId: id,
    paidCents: 1500,
    pointsEarned: 13,
  });
  expect(w.clearedCarts).toEqual(['1001:1001']);
  // Again: nothing more happens (the payment settles once).
  expect(await settlement.finalize(id)).toBeNull();
  expect(w.balances(JANE)).toEqual({ wallet: 600, points: 413, coupons: [], stamps: { 'pc-1': 2 } });
  expect(w.charges('ORD-1')).toEqual(['succeeded']);
});

test('a second payment of a paid order loses: its holds come back and its charge is refunded', async () => {
  const { w, settlement } = world();
  const first = await held(w, 0, 1);
  await settlement.finalize(first);
  // A payment recorded before holds existed (wallet owed at settlement), racing the first.
  const second = newPaymentId();
  await w.store.transaction((tx) =>
    tx.insertPayment({
      id: second,
      orderId: 'ORD-1',
      customerId: JANE,
      paymentType: 'VISA',
      status: 'requires_action',
      amountCents: 1500,
      walletCents: 300,
      walletHeld: false,
      tipsCents: 0,
      processor: 'SIMULATED',
      attempt: 2,
      loyaltyHeld: false,
      at: w.clock.now(),
    }),
  );
  await charge(w, second);
  const before = w.balances(JANE);
  expect(await settlement.finalize(second)).toBeNull();
  expect(await w.store.payment(second)).toMatchObject({
    status: 'CHARGE_FAILED',
    error_msg: ALREADY_PAID_MESSAGE,
    refunded: true,
  });
  expect(w.charges('ORD-1')).toEqual(['refunded']);
  expect(w.balances(JANE)).toEqual(before);
});

test('release gives the holds back exactly once, however many paths reach it', async () => {
  const { w, settlement } = world();
  const before = w.balances(JANE);
  const id = await held(w, 400);
  expect(w.balances(JANE)).toEqual({ wallet: 600, points: 400, coupons: [], stamps: { 'pc-1': 2 } });
  await Promise.all([
    settlement.release(id, 'CHARGE_FAILED', 'declined'),
    settlement.release(id, 'AUTH_FAILED', 'expired'),
    settlement.release(id, 'CHARGE_FAILED', 'error'),
  ]);
  expect(w.balances(JANE)).toEqual(before);
  expect((await w.store.payment(id))?.status).toBe('CHARGE_FAILED');
  // A released payment no longer settles.
  expect(await settlement.finalize(id)).toBeNull();
  expect(w.state.orders.get('ORD-1')?.document.paymentStatus).toBe('UNPAID');
});

describe('refunding a settled payment (an order cancelled after it was paid)', () => {
  test('wallet share, points, stamps and coupon come back, earned points go, the card is refunded', async () => {
    const { w, settlement } = world();
    const before = w.balances(JANE);
    const id = await held(w, 400);
    await charge(w, id);
    await settlement.finalize(id);
    const refunded = await settlement.refund(id, {
      reason: 'Cancelled by the store',
      orderStatus: 'CANCELLED',
    });
    expect(refunded).toMatchObject({ processorCents: 1100, walletCents: 400, processorRefunded: true });
    expect(w.balances(JANE)).toEqual(before);
    expect(w.charges('ORD-1')).toEqual(['refunded']);
    expect(await w.store.payment(id)).toMatchObject({
      status: 'REFUNDED',
      refunded: true,
      error_msg: 'Cancelled by the store',
    });
    expect(w.state.orders.get('ORD-1')).toMatchObject({
      order_status: 'CANCELLED',
      document: { paymentStatus: 'REFUNDED', orderStatus: 'CANCELLED', paidCents: 0, pointsEarned: 0 },
    });
    // Once: a second refund finds nothing settled.
    expect(await settlement.refund(id, { reason: 'again' })).toBeNull();
    expect(w.balances(JANE)).toEqual(before);
  });

  test('earned points already spent: 409, the payment stays paid and nothing moves', async () => {
    // Redeemed points come back first and may cover the earned ones; here the order redeemed none.
    const { w, settlement } = world(0);
    const id = await held(w, 0);
    await charge(w, id);
    await settlement.finalize(id);
    w.state.customers.set(JANE, { wallet: 1000, points: 0 });
    await expect(settlement.refund(id, { reason: 'x' })).rejects.toMatchObject({
      statusCode: 409,
      errorCode: LoyaltyHoldErrorCode.earnedPointsSpent,
    });
    expect((await w.store.payment(id))?.status).toBe('succeeded');
    expect(w.charges('ORD-1')).toEqual(['succeeded']);
    expect(w.state.coupons.get('cp-1')?.usedOrderId).toBe('ORD-1');
  });

  test('a refund the processor did not complete is left for the sweep (reverseCharge retries it)', async () => {
    const { w, settlement } = world();
    const id = await held(w, 0);
    await charge(w, id);
    await settlement.finalize(id);
    const refund = jest.spyOn(w.processor, 'refund').mockResolvedValueOnce(false);
    expect(await settlement.refund(id, { reason: 'x' })).toMatchObject({ processorRefunded: false });
    expect(await w.store.unreversedPayments('SIMULATED')).toHaveLength(1);
    expect(await settlement.reverseCharge(id)).toBe(true);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(w.charges('ORD-1')).toEqual(['refunded']);
    expect(await w.store.unreversedPayments('SIMULATED')).toHaveLength(0);
  });
});
