// How a payment ends: settled (the order paid, points earned), released (it will not settle: its
// holds go back and any charge is reversed) or, once settled, refunded (a cancelled order). Each
// is one transaction over the payment row, the order and the ledger; the processor is called only
// after it commits, and what it did not complete is retried by the sweep.
import type { Order } from '@owa/shared/api';
import {
  earnPoints,
  loyaltyUseOf,
  pointsEarnedBy,
  returnLoyalty,
  reverseSettled,
  spendLoyalty,
  takeOwedWalletShare,
} from './ledger.js';
import { OrderAlreadyPaid, type PayableOrder, type PaymentDeps, type PaymentRow } from './ports.js';

/** A payment that settled its order, with what the customer holds now. */
export interface Settled {
  payment: PaymentRow;
  order: PayableOrder;
  earned: number;
  /** The wallet left, when the wallet paid a share. */
  balanceInCents: number | null;
  /** The customer's points after this order's. */
  points: number | null;
}

/** A refunded (or, paid in person, cancelled) payment. */
export interface Refunded {
  payment: PaymentRow;
  /** What goes back through the processor (the card's or WeChat's share), in cents. */
  processorCents: number;
  walletCents: number;
  /** The processor confirmed the refund (false: the sweep retries it). */
  processorRefunded: boolean;
}

export const ALREADY_PAID_MESSAGE = 'This order was already paid';
export const RefundedStatus = { refunded: 'REFUNDED', cancelled: 'CANCELLED' } as const;

export class PaymentSettlement {
  constructor(private readonly deps: PaymentDeps) {}

  /**
   * Marks a payment succeeded and its order paid. A payment settles once (the status guard); an
   * order has at most one successful payment (unique index): the loser gives its holds back and
   * its charge is reversed. Null when the payment did not settle. The customer's kept cart at the
   * store is emptied.
   */
  async finalize(paymentId: string): Promise<Settled | null> {
    const settled = await this.settle(paymentId).catch(async (error: unknown) => {
      if (!(error instanceof OrderAlreadyPaid)) throw error;
      await this.release(paymentId, 'CHARGE_FAILED', ALREADY_PAID_MESSAGE);
      return null;
    });
    // A payment that did not settle (another path ended it first) must not keep its charge.
    if (!settled) {
      await this.reverseCharge(paymentId);
      return null;
    }
    if (settled.order.customer_id !== null)
      await this.deps.clearCart(settled.order.customer_id, settled.order.store_id);
    return settled;
  }

  private settle(paymentId: string): Promise<Settled | null> {
    const now = this.deps.clock.now();
    return this.deps.store.transaction(async (tx) => {
      const payment = await tx.markSucceeded(paymentId, now);
      if (!payment) return null;
      const order = await tx.lockOrder(payment.order_id);
      const customerId = order.customer_id;
      let balanceInCents: number | null = null;
      if (payment.wallet_cents > 0 && customerId !== null)
        // The share was taken when the payment was requested; payments from before wallet holds
        // existed still owe it here.
        balanceInCents = payment.wallet_held
          ? await tx.accounts.walletBalance(customerId)
          : await takeOwedWalletShare(tx.accounts, customerId, payment.wallet_cents);
      const earned = pointsEarnedBy(order.document, customerId);
      let points: number | null = null;
      if (customerId !== null) {
        // Likewise the loyalty of payments from before holds: spent now, refused if no longer held.
        if (!payment.loyalty_held)
          await spendLoyalty(tx.accounts, customerId, order.order_id, loyaltyUseOf(order.document));
        points = await earnPoints(tx.accounts, customerId, earned);
      }
      const document: Order = {
        ...order.document,
        paymentStatus: 'PAID',
        paymentType: payment.payment_type,
        paymentId: payment.id,
        paidCents: order.total_cents,
        tipsAmount: payment.tips_cents / 100,
        total: (order.total_cents + payment.tips_cents) / 100,
        pointsEarned: earned,
      };
      await tx.writeOrder(order.order_id, document);
      await tx.kitchenReceives(order.order_id, now);
      return { payment, order: { ...order, document }, earned, balanceInCents, points };
    });
  }

  /**
   * Ends a payment that did not succeed and gives its wallet share and loyalty back, in one
   * transaction. Only a payment still in requires_action changes (the row is locked and
   * re-checked), so a hold is released exactly once however many failure paths, pages or status
   * reads reach it. Then any charge is reversed at the processor.
   */
  async release(paymentId: string, status: string, errorMsg: string, ref?: string | null): Promise<void> {
    const at = this.deps.clock.now();
    await this.deps.store.transaction(async (tx) => {
      const payment = await tx.lockPayment(paymentId, ['requires_action']);
      if (!payment) return;
      await tx.endPayment(paymentId, {
        status,
        errorMsg,
        at,
        ...(ref !== undefined ? { processorRef: ref } : {}),
      });
      if (payment.wallet_held && payment.wallet_cents > 0 && payment.customer_id !== null)
        await tx.accounts.creditWallet(payment.customer_id, payment.wallet_cents);
      if (!payment.loyalty_held) return;
      // Read, not locked: the customer's row is already locked above, and an attempt locks the
      // order before the customer; locking the order here could deadlock with it.
      const order = await tx.readOrder(payment.order_id);
      if (order.customer_id !== null)
        await returnLoyalty(tx.accounts, order.customer_id, payment.order_id, loyaltyUseOf(order.document));
    });
    await this.reverseCharge(paymentId);
  }

  /**
   * A charge whose payment did not settle the order goes back through the processor: refunded when
   * it was taken, cancelled while it waits. Marked once done, so the sweep retries what failed.
   */
  async reverseCharge(paymentId: string): Promise<boolean> {
    const { store, processor } = this.deps;
    const payment = await store.payment(paymentId);
    if (
      !payment?.processor_ref ||
      payment.refunded ||
      payment.processor !== processor.name ||
      payment.status === 'succeeded' ||
      payment.status === 'requires_action'
    )
      return false;
    const reversed =
      payment.status === RefundedStatus.refunded
        ? await processor.refund(payment.processor_ref)
        : await processor.reverse(payment.processor_ref);
    if (!reversed) return false;
    await store.markRefunded(paymentId, this.deps.clock.now());
    this.deps.log.info({ paymentId }, 'charge reversed: it settled no order');
    return true;
  }

  /**
   * Refunds a settled payment (a cancelled order), atomically: in one transaction the payment
   * becomes REFUNDED (CANCELLED when it was to be paid in person: nothing was collected), the
   * wallet share, points, stamps and coupon go back and the points the order earned are taken
   * back (409 when already spent: nothing changes), and the order says so (`orderStatus`, when
   * given, is its new status). Then the card's share is refunded at the processor; if that fails
   * or the API stops first, the sweep retries it (the payment is left unrefunded until it does).
   * Null when the payment is not settled (never paid, failed, or already refunded).
   */
  async refund(
    paymentId: string,
    options: { reason: string; orderStatus?: string },
  ): Promise<Refunded | null> {
    const at = this.deps.clock.now();
    const ended = await this.deps.store.transaction(async (tx) => {
      const payment = await tx.lockPayment(paymentId, ['succeeded', 'pending']);
      if (!payment) return null;
      const order = await tx.lockOrder(payment.order_id);
      const paid = payment.status === 'succeeded';
      const status = paid ? RefundedStatus.refunded : RefundedStatus.cancelled;
      await tx.endPayment(paymentId, { status, errorMsg: options.reason, at });
      // A settled payment took its wallet share and the loyalty, whether when it was requested or
      // (older payments) at settlement; one to be paid in person took the loyalty only.
      await reverseSettled(tx.accounts, {
        walletCustomerId: payment.customer_id ?? order.customer_id,
        walletCents: paid ? payment.wallet_cents : 0,
        customerId: order.customer_id,
        orderId: order.order_id,
        use: loyaltyUseOf(order.document),
        pointsEarned: paid ? (order.document.pointsEarned ?? 0) : 0,
      });
      const document: Order = {
        ...order.document,
        paymentStatus: status,
        paidCents: 0,
        pointsEarned: 0,
        ...(options.orderStatus ? { orderStatus: options.orderStatus } : {}),
      };
      await tx.writeOrder(order.order_id, document, options.orderStatus);
      return { ...payment, status };
    });
    if (!ended) return null;
    const processorRefunded = ended.processor_ref ? await this.reverseCharge(paymentId) : false;
    return {
      payment: ended,
      processorCents: ended.status === RefundedStatus.refunded ? ended.amount_cents - ended.wallet_cents : 0,
      walletCents: ended.status === RefundedStatus.refunded ? ended.wallet_cents : 0,
      processorRefunded,
    };
  }
}
