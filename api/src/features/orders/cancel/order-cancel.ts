import type { OrderRefund } from '@owa/shared/api';
import { canCancel } from '@owa/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/database.js';
import type { CustomerRow } from '../../../db/schema.js';
import { ApiError, notFound } from '../../../errors.js';
import type { Document } from '../../catalog/repository.js';
import type { StatusView } from '../../order-status/snapshot.js';
import { OrderStatusStore } from '../../order-status/status-store.js';
import type { CardProcessor } from '../../payments/processor.js';
import { ensureOrderReader } from '../access.js';

export const CancelErrorCode = {
  notCancellable: 'ORD_ERR_NOT_CANCELLABLE',
} as const;

/** What the order spent of the customer's loyalty when it was paid (fixed when it was placed). */
function loyaltyOf(doc: Document) {
  const cards = Array.isArray(doc.punchCardUse) ? doc.punchCardUse : [];
  return {
    couponUuid: typeof doc.couponUuid === 'string' ? doc.couponUuid : null,
    pointsRedeemed: Number(doc.pointsRedeemed ?? 0) || 0,
    pointsEarned: Number(doc.pointsEarned ?? 0) || 0,
    punchCards: cards.flatMap((card: unknown) => {
      if (typeof card !== 'object' || card === null || !('id' in card) || !('stamps' in card)) return [];
      const { id, stamps } = card;
      return typeof id === 'string' && Number(stamps) > 0 ? [{ id, stamps: Number(stamps) }] : [];
    }),
  };
}

interface SettledPayment {
  id: string;
  processor: string;
  processor_ref: string | null;
  amount_cents: number;
  wallet_cents: number;
}

/**
 * A diner cancels an order the kitchen has not started (issue 23): still RECEIVED, a scheduled one
 * only before its kitchen start. In one transaction, behind the order row's lock, the order moves
 * to CANCELLED only if it is still RECEIVED (a kitchen step racing it: exactly one wins), and the
 * wallet share, the redeemed points, the punch-card stamps and the coupon go back while the points
 * it earned are taken back. The card share is then refunded through the processor seam, and the
 * refund's outcome is a further event of the order.
 */
export class OrderCancel {
  constructor(
    private readonly ctx: AppContext,
    private readonly processor: CardProcessor,
  ) {}

  async cancel(
    orderId: string,
    customer: CustomerRow | null,
    guestToken: string | null,
  ): Promise<StatusView> {
    const now = this.ctx.clock.now();
    const outcome = await this.ctx.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['order_id', 'customer_id', 'guest_token', 'document'])
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw notFound('Order not found', 'ORD_ERR_ORDER_NOT_FOUND');
      ensureOrderReader(order, customer, guestToken);
      const store = new OrderStatusStore(trx);
      const current = await store.current(orderId);
      if (!current || !canCancel(current.status, current.cancellableUntil, now.getTime()))
        throw notCancellable();
      const payment = await this.settledPayment(trx, orderId);
      const refund = await this.giveBack(trx, order, payment);
      const view = await store.move(orderId, ['RECEIVED'], { status: 'CANCELLED', at: now, refund });
      // The kitchen took it between the read and the move (it holds no lock of its own).
      if (!view) throw notCancellable();
      return { view, payment };
    });
    if (outcome.view.refund?.cardStatus !== 'pending' || !outcome.payment) return outcome.view;
    return this.refundCard(orderId, outcome.payment, outcome.view);
  }

  /**
   * Card refunds of cancelled orders that failed (the processor said no or did not answer) or never
   * ran (the API stopped between the give-back and the refund) are asked again: at start and every
   * minute. Processors refund once per charge however often they are asked (Stripe by the refund's
   * idempotency key, the simulated ledger by its conditional move), so several API processes may
   * retry the same order. Returns how many refunds now succeeded.
   */
  async retryCardRefunds(): Promise<number> {
    const unrefunded = await this.ctx.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.order_id', 'payments.order_id')
      .select([
        'payments.id',
        'payments.order_id',
        'payments.processor',
        'payments.processor_ref',
        'payments.amount_cents',
        'payments.wallet_cents',
      ])
      .where('orders.order_status', '=', 'CANCELLED')
      .where('payments.status', '=', 'succeeded')
      .where('payments.refunded', '=', false)
      .where('payments.processor', 'in', [this.processor.name, 'WECHAT_SIMULATED'])
      .execute();
    let refunded = 0;
    for (const { order_id: orderId, ...payment } of unrefunded) {
      const current = await new OrderStatusStore(this.ctx.db).current(orderId);
      const cardStatus = current?.refund?.cardStatus;
      if (!current || (cardStatus !== 'failed' && cardStatus !== 'pending')) continue;
      const view = await this.refundCard(orderId, payment, current);
      if (view.refund?.cardStatus === 'succeeded') refunded++;
    }
    return refunded;
  }

  /**
   * The order's payment that settled it: paid, or to be paid in person (its loyalty is held, but no
   * money was taken).
   */
  private settledPayment(trx: Db, orderId: string): Promise<SettledPayment | undefined> {
    return trx
      .selectFrom('payments')
      .select(['id', 'processor', 'processor_ref', 'amount_cents', 'wallet_cents'])
      .where('order_id', '=', orderId)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'succeeded'),
          eb.and([eb('processor', '=', 'OFFLINE'), eb('status', '=', 'pending')]),
        ]),
      )
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
  }

  private async giveBack(
    trx: Db,
    order: { order_id: string; customer_id: number | null; document: Document },
    payment: SettledPayment | undefined,
  ): Promise<OrderRefund> {
    const cardCents =
      payment && payment.processor !== 'OFFLINE' ? payment.amount_cents - payment.wallet_cents : 0;
    const refund: OrderRefund = {
      cardCents,
      cardStatus: cardCents > 0 ? 'pending' : 'none',
      walletCents: 0,
      points: 0,
      stamps: 0,
      couponRestored: false,
    };
    const customerId = order.customer_id;
    if (customerId === null || !payment) return refund;
    const loyalty = loyaltyOf(order.document);
    // The points it earned go as far as the customer still has them: never below zero.
    await trx
      .updateTable('customers')
      .set({
        wallet_cents: sql`wallet_cents + ${payment.wallet_cents}`,
        points: sql`greatest(points - ${loyalty.pointsEarned}, 0) + ${loyalty.pointsRedeemed}`,
      })
      .where('id', '=', customerId)
      .execute();
    for (const card of loyalty.punchCards)
      await trx
        .updateTable('customer_punch_cards')
        .set({ earned: sql`earned + ${card.stamps}` })
        .where('id', '=', card.id)
        .where('customer_id', '=', customerId)
        .execute();
    const coupon = loyalty.couponUuid
      ? await trx
          .updateTable('customer_coupons')
          .set({ used_order_id: null })
          .where('uuid', '=', loyalty.couponUuid)
          .where('used_order_id', '=', order.order_id)
          .returning('uuid')
          .executeTakeFirst()
      : undefined;
    return {
      ...refund,
      walletCents: payment.wallet_cents,
      points: loyalty.pointsRedeemed,
      stamps: loyalty.punchCards.reduce((sum, card) => sum + card.stamps, 0),
      couponRestored: coupon !== undefined,
    };
  }

  /** The card share back through the processor (the simulated WeChat page took nothing real). */
  private async refundCard(
    orderId: string,
    payment: SettledPayment,
    cancelled: StatusView,
  ): Promise<StatusView> {
    let refunded = false;
    if (payment.processor === 'WECHAT_SIMULATED') refunded = true;
    else if (payment.processor === this.processor.name && payment.processor_ref)
      refunded = await this.processor.reverse(payment.processor_ref).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, orderId }, 'refund of a cancelled order failed');
        return false;
      });
    if (refunded)
      await this.ctx.db
        .updateTable('payments')
        .set({ refunded: true, updated_at: this.ctx.clock.now() })
        .where('id', '=', payment.id)
        .execute();
    const refund: OrderRefund | null = cancelled.refund
      ? { ...cancelled.refund, cardStatus: refunded ? 'succeeded' : 'failed' }
      : null;
    const view = await this.ctx.db.transaction().execute((trx) =>
      new OrderStatusStore(trx).move(orderId, ['CANCELLED'], {
        status: 'CANCELLED',
        at: new Date(cancelled.cancelledAt ?? this.ctx.clock.now().toISOString()),
        refund,
      }),
    );
    return view ?? cancelled;
  }
}

function notCancellable(): ApiError {
  return new ApiError(409, CancelErrorCode.notCancellable, 'This order can no longer be cancelled');
}
