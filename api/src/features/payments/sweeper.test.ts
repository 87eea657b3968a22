// The stale-payment sweeper on the in-memory store: abandoned, replaced and orphaned attempts end,
// their holds come back once, and a charge nobody settles is reversed.
import { memoryPayments } from '../../test-support/memory-payments.js';
import { PaymentAttempt } from './attempt.js';
import { PaymentSettlement } from './settlement.js';
import {
  IN_FLIGHT_LIMIT_MS,
  PAYMENT_EXPIRED_MESSAGE,
  PAYMENT_HOLD_MS,
  StalePaymentSweeper,
} from './sweeper.js';

const JANE = { id: 1001 };

function world() {
  const w = memoryPayments();
  w.addCustomer(JANE.id, { wallet: 500, points: 300 });
  w.state.punchCards.set('pc-1', { customerId: JANE.id, earned: 4 });
  w.addOrder('ORD-1', 1500, { pointsRedeemed: 100, punchCardUse: [{ id: 'pc-1', stamps: 1 }] });
  const settlement = new PaymentSettlement(w.deps);
  const sweeper = new StalePaymentSweeper(w.deps, settlement);
  const attempt = new PaymentAttempt(w.deps, settlement, sweeper);
  return { w, sweeper, attempt };
}

const later = (w: ReturnType<typeof memoryPayments>, ms: number) =>
  w.clock.set(new Date(w.clock.now().getTime() + ms));

test('a 3-D Secure attempt abandoned for 30 minutes expires: holds back, challenge cancelled', async () => {
  const { w, sweeper, attempt } = world();
  const before = w.balances(JANE.id);
  const answer = await attempt.pay(
    { orderId: 'ORD-1', paidByMembership: true, paymentMethodId: 'challenge' },
    JANE,
  );
  expect(answer.status).toBe('requires_action');
  expect(w.balances(JANE.id)).toMatchObject({ wallet: 0, points: 200 });

  later(w, PAYMENT_HOLD_MS - 1000);
  expect(await sweeper.expireStale('ORD-1')).toBe(false);
  later(w, 2000);
  expect(await sweeper.expireStale('ORD-1')).toBe(true);
  expect(w.balances(JANE.id)).toEqual(before);
  expect(await w.store.latestPayment('ORD-1')).toMatchObject({
    status: 'AUTH_FAILED',
    error_msg: PAYMENT_EXPIRED_MESSAGE,
  });
  expect(w.charges('ORD-1')).toEqual(['canceled']);
  // Expired once: a second sweep finds nothing.
  expect(await sweeper.expireStale('ORD-1')).toBe(false);
});

test('paying again replaces a waiting attempt: the old one is cancelled, only the new one holds', async () => {
  const { w, attempt } = world();
  await attempt.pay({ orderId: 'ORD-1', paidByMembership: true, paymentMethodId: 'challenge' }, JANE);
  const paid = await attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'visa' }, JANE);
  expect(paid).toMatchObject({ status: 'succeeded', pointsEarned: 13 });
  expect(w.charges('ORD-1')).toEqual(['canceled', 'succeeded']);
  // The wallet share of the replaced attempt came back; this one paid by card alone.
  expect(w.balances(JANE.id)).toMatchObject({ wallet: 500, points: 213, stamps: { 'pc-1': 3 } });
});

describe('orphans: the API stopped between a charge and its outcome', () => {
  test('a charge made but never recorded is found by its attempt key and refunded; holds come back', async () => {
    const { w, sweeper, attempt } = world();
    const before = w.balances(JANE.id);
    // The process "dies" right after the processor took the money: nothing after the charge runs.
    const crash = new Error('killed');
    w.deps.afterCharge = () => {
      throw crash;
    };
    const recordCharge = jest.spyOn(w.store, 'recordCharge');
    const release = jest.spyOn(PaymentSettlement.prototype, 'release').mockResolvedValueOnce(undefined);
    await expect(
      attempt.pay({ orderId: 'ORD-1', paidByMembership: true, paymentMethodId: 'visa' }, JANE),
    ).rejects.toBe(crash);
    release.mockRestore();
    expect(recordCharge).not.toHaveBeenCalled();
    expect(w.charges('ORD-1')).toEqual(['succeeded']);
    expect(w.balances(JANE.id)).toMatchObject({ wallet: 0, points: 200 });

    // Too recent to be taken for lost.
    expect(await sweeper.sweepOrphans()).toBe(0);
    later(w, IN_FLIGHT_LIMIT_MS + 1000);
    expect(await sweeper.sweepOrphans()).toBe(1);
    expect(w.charges('ORD-1')).toEqual(['refunded']);
    expect(w.balances(JANE.id)).toEqual(before);
    expect(await w.store.latestPayment('ORD-1')).toMatchObject({ status: 'CHARGE_FAILED', refunded: true });
    // Nothing twice.
    expect(await sweeper.sweepOrphans()).toBe(0);
    expect(w.balances(JANE.id)).toEqual(before);
  });

  test('an attempt that never reached the processor is released without a reversal', async () => {
    const { w, sweeper, attempt } = world();
    const before = w.balances(JANE.id);
    jest.spyOn(w.processor, 'charge').mockRejectedValueOnce(new Error('killed before the charge'));
    jest.spyOn(PaymentSettlement.prototype, 'release').mockResolvedValueOnce(undefined);
    await expect(attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'visa' }, JANE)).rejects.toThrow();
    jest.restoreAllMocks();
    later(w, IN_FLIGHT_LIMIT_MS + 1000);
    expect(await sweeper.sweepOrphans()).toBe(0);
    expect(w.balances(JANE.id)).toEqual(before);
    expect((await w.store.latestPayment('ORD-1'))?.status).toBe('CHARGE_FAILED');
  });

  test('a reversal the processor refused is retried by the next sweep', async () => {
    const { w, sweeper, attempt } = world();
    jest.spyOn(w.processor, 'reverse').mockResolvedValueOnce(false);
    // A challenge given up on: its charge must be cancelled, but the processor refuses the first time.
    await attempt.pay({ orderId: 'ORD-1', paymentMethodId: 'challenge' }, JANE);
    const waiting = await w.store.latestPayment('ORD-1');
    await new PaymentSettlement(w.deps).release(waiting?.id ?? '', 'AUTH_FAILED', 'gave up');
    expect(await w.store.unreversedPayments('SIMULATED')).toHaveLength(1);
    await sweeper.sweepOrphans();
    expect(await w.store.unreversedPayments('SIMULATED')).toHaveLength(0);
    expect(w.charges('ORD-1')).toEqual(['canceled']);
  });
});
