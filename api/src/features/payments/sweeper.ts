// Payments left behind: attempts abandoned by the customer (a 3-D Secure page or WeChat page never
// answered), attempts replaced by a new one, and charges orphaned when the API stopped between the
// charge and its outcome. Each is asked of the processor first (it may have succeeded meanwhile),
// then released through the settlement, which gives the holds back exactly once.
import type { PaymentDeps, PaymentRow } from './ports.js';
import type { PaymentSettlement } from './settlement.js';

/**
 * How long a payment may wait for its 3-D Secure challenge or WeChat page. Its wallet share is held
 * meanwhile; after this it is given back the next time the order's payment is read or paid.
 */
export const PAYMENT_HOLD_MS = 30 * 60_000;
export const PAYMENT_EXPIRED_MESSAGE = 'The payment was not completed in time; please pay again';
export const REPLACED_MESSAGE = 'Replaced by a new payment attempt';
export const INTERRUPTED_MESSAGE = 'The payment was interrupted; nothing was charged';

/**
 * A card attempt whose charge has not answered after this long is taken for lost (the API stopped
 * between the charge and its outcome): the sweep asks the processor and reverses what it finds.
 */
export const IN_FLIGHT_LIMIT_MS = 2 * 60_000;

export class StalePaymentSweeper {
  constructor(
    private readonly deps: PaymentDeps,
    private readonly settlement: PaymentSettlement,
  ) {}

  /**
   * Payments of this order left waiting longer than PAYMENT_HOLD_MS fail as AUTH_FAILED and give
   * their holds back, so an abandoned payment does not keep the diner's money. A Stripe intent is
   * asked first: one confirmed meanwhile settles instead, and one that cannot be cancelled is left
   * alone. True when the order had any.
   */
  async expireStale(orderId: string): Promise<boolean> {
    const cutoff = new Date(this.deps.clock.now().getTime() - PAYMENT_HOLD_MS);
    const stale = await this.deps.store.waitingPayments(orderId, { createdBefore: cutoff });
    for (const payment of stale) {
      const ask = payment.processor === 'STRIPE' && payment.processor_ref !== null;
      if (ask && !(await this.givenUp(payment))) continue;
      await this.settlement.release(payment.id, 'AUTH_FAILED', PAYMENT_EXPIRED_MESSAGE);
    }
    return stale.length > 0;
  }

  /**
   * An attempt waiting for the customer (3-D Secure page, Stripe confirmation, WeChat page) when
   * the order is paid again: one that succeeded meanwhile settles; the others are cancelled at the
   * processor and give their holds back, so the new attempt is the only one in flight.
   */
  async supersedeWaiting(orderId: string, message = REPLACED_MESSAGE): Promise<void> {
    const waiting = await this.deps.store.waitingPayments(orderId, { waitingForCustomer: true });
    for (const payment of waiting) {
      const ask = payment.processor_ref !== null && payment.processor === this.deps.processor.name;
      if (ask && !(await this.givenUp(payment))) continue;
      await this.settlement.release(payment.id, 'AUTH_FAILED', message);
    }
  }

  /**
   * Asks the processor about a waiting charge before this API gives up on it. False when it is
   * not to be released: it succeeded (and is settled now), is still processing, or the processor
   * refused to cancel it.
   */
  private async givenUp(payment: PaymentRow): Promise<boolean> {
    const { processor } = this.deps;
    const ref = payment.processor_ref ?? '';
    const now = await processor.status(ref);
    if (now === 'succeeded' || now === 'requires_capture') {
      await this.settlement.finalize(payment.id);
      return false;
    }
    if (now === 'processing') return false;
    return now !== 'requires_action' || (await processor.cancel(ref));
  }

  /**
   * Orphan charges: card attempts whose charge never answered (the API stopped mid-charge) are
   * looked up at the processor by their idempotency key; what it took is reversed and the holds go
   * back. Ended payments whose reversal did not complete (or a refund the API stopped before) are
   * retried. Runs at start and every minute; returns how many charges it reversed.
   */
  async sweepOrphans(): Promise<number> {
    const { store, processor, clock } = this.deps;
    const cutoff = new Date(clock.now().getTime() - IN_FLIGHT_LIMIT_MS);
    let reversed = 0;
    for (const payment of await store.lostAttempts(processor.name, cutoff)) {
      const found =
        payment.processor_ref !== null
          ? { ref: payment.processor_ref, status: 'succeeded' }
          : payment.idempotency_key
            ? await processor.find(payment.idempotency_key)
            : null;
      if (found)
        await store.recordCharge(payment.id, {
          processorRef: found.ref,
          charged: found.status !== 'CHARGE_FAILED',
        });
      await this.settlement.release(payment.id, 'CHARGE_FAILED', INTERRUPTED_MESSAGE);
      if (found) reversed++;
    }
    for (const payment of await store.unreversedPayments(processor.name))
      await this.settlement.reverseCharge(payment.id);
    return reversed;
  }
}
