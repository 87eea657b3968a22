// The payment modules' ports on the database (Kysely: PGlite or PostgreSQL).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { orderReceived } from '../order-status/status-store.js';
import { ORDER_ROW_COLUMNS, orderRow } from '../orders/order-row.js';
import {
  type LedgerAccounts,
  OrderAlreadyPaid,
  type PayableOrder,
  type PaymentRow,
  type PaymentStore,
  type PaymentsTx,
} from './ports.js';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** The customer's balances, in the transaction `db`. */
export function ledgerAccounts(db: Db): LedgerAccounts {
  return {
    async lockWallet(customerId) {
      const row = await db
        .selectFrom('customers')
        .select('wallet_cents')
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst();
      return row?.wallet_cents ?? 0;
    },
    async walletBalance(customerId) {
      const row = await db
        .selectFrom('customers')
        .select('wallet_cents')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      return row.wallet_cents;
    },
    async debitWallet(customerId, cents) {
      const row = await db
        .updateTable('customers')
        .set({ wallet_cents: sql`wallet_cents - ${cents}` })
        .where('id', '=', customerId)
        .where('wallet_cents', '>=', cents)
        .returning('wallet_cents')
        .executeTakeFirst();
      return row ? row.wallet_cents : null;
    },
    async creditWallet(customerId, cents) {
      const row = await db
        .updateTable('customers')
        .set({ wallet_cents: sql`wallet_cents + ${cents}` })
        .where('id', '=', customerId)
        .returning('wallet_cents')
        .executeTakeFirstOrThrow();
      return row.wallet_cents;
    },
    async debitPoints(customerId, points) {
      const row = await db
        .updateTable('customers')
        .set({ points: sql`points - ${points}` })
        .where('id', '=', customerId)
        .where('points', '>=', points)
        .returning('points')
        .executeTakeFirst();
      return row ? row.points : null;
    },
    async creditPoints(customerId, points) {
      const row = await db
        .updateTable('customers')
        .set({ points: sql`points + ${points}` })
        .where('id', '=', customerId)
        .returning('points')
        .executeTakeFirstOrThrow();
      return row.points;
    },
    async takeCoupon(customerId, uuid, orderId) {
      const row = await db
        .updateTable('customer_coupons')
        .set({ used_order_id: orderId })
        .where('uuid', '=', uuid)
        .where('customer_id', '=', customerId)
        .where('used_order_id', 'is', null)
        .returning('uuid')
        .executeTakeFirst();
      return row !== undefined;
    },
    async returnCoupon(uuid, orderId) {
      const row = await db
        .updateTable('customer_coupons')
        .set({ used_order_id: null })
        .where('uuid', '=', uuid)
        .where('used_order_id', '=', orderId)
        .returning('uuid')
        .executeTakeFirst();
      return row !== undefined;
    },
    async takeStamps(customerId, cardId, stamps) {
      const row = await db
        .updateTable('customer_punch_cards')
        .set({ earned: sql`earned - ${stamps}` })
        .where('id', '=', cardId)
        .where('customer_id', '=', customerId)
        .where('earned', '>=', stamps)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async returnStamps(customerId, cardId, stamps) {
      await db
        .updateTable('customer_punch_cards')
        .set({ earned: sql`earned + ${stamps}` })
        .where('id', '=', cardId)
        .where('customer_id', '=', customerId)
        .execute();
    },
  };
}

async function readOrder(db: Db, orderId: string, lock: boolean): Promise<PayableOrder> {
  let query = db.selectFrom('orders').select(ORDER_ROW_COLUMNS).where('order_id', '=', orderId);
  if (lock) query = query.forUpdate();
  return orderRow(await query.executeTakeFirstOrThrow());
}

function paymentsTx(db: Db): PaymentsTx {
  return {
    accounts: ledgerAccounts(db),
    lockOrder: (orderId) => readOrder(db, orderId, true),
    readOrder: (orderId) => readOrder(db, orderId, false),
    async hasWaitingPayment(orderId) {
      const open = await db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', '=', 'requires_action')
        .executeTakeFirst();
      return open !== undefined;
    },
    async nextAttempt(orderId) {
      const previous = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.max('attempt').as('attempt'))
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return Number(previous?.attempt ?? 0) + 1;
    },
    async insertPayment(payment) {
      await db
        .insertInto('payments')
        .values({
          id: payment.id,
          order_id: payment.orderId,
          customer_id: payment.customerId,
          payment_type: payment.paymentType,
          status: payment.status,
          amount_cents: payment.amountCents,
          wallet_cents: payment.walletCents,
          wallet_held: payment.walletHeld,
          tips_cents: payment.tipsCents,
          processor: payment.processor,
          attempt: payment.attempt,
          idempotency_key: payment.attempt > 0 ? `${payment.orderId}.${payment.attempt}` : null,
          loyalty_held: payment.loyaltyHeld,
          created_at: payment.at,
          updated_at: payment.at,
        })
        .execute();
    },
    lockPayment(paymentId, statuses) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .where('status', 'in', statuses)
        .forUpdate()
        .executeTakeFirst();
    },
    async markSucceeded(paymentId, at) {
      try {
        return await db
          .updateTable('payments')
          .set({ status: 'succeeded', updated_at: at })
          .where('id', '=', paymentId)
          .where('status', '=', 'requires_action')
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        // payments_one_success_idx: another payment of the order succeeded first.
        if (isUniqueViolation(error)) throw new OrderAlreadyPaid();
        throw error;
      }
    },
    async endPayment(paymentId, change) {
      await db
        .updateTable('payments')
        .set({
          status: change.status,
          error_msg: change.errorMsg,
          wallet_held: false,
          loyalty_held: false,
          updated_at: change.at,
          ...(change.processorRef !== undefined ? { processor_ref: change.processorRef } : {}),
        })
        .where('id', '=', paymentId)
        .execute();
    },
    async writeOrder(orderId, document, orderStatus) {
      await db
        .updateTable('orders')
        .set({ document: JSON.stringify(document), ...(orderStatus ? { order_status: orderStatus } : {}) })
        .where('order_id', '=', orderId)
        .execute();
    },
    async kitchenReceives(orderId, at) {
      await orderReceived(db, orderId, at);
    },
  };
}

/** Payments in the API's database. */
export function paymentRepository(db: Db): PaymentStore {
  const payment = (paymentId: string) =>
    db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  return {
    transaction: (work) => db.transaction().execute((trx) => work(paymentsTx(trx))),
    payment,
    latestPayment: (orderId) =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy(
          sql`case status when 'succeeded' then 0 when 'requires_action' then 1 when 'pending' then 2 else 3 end`,
        )
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),
    waitingPayments(orderId, filter): Promise<PaymentRow[]> {
      let query = db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '=', 'requires_action');
      if (filter.createdBefore) query = query.where('created_at', '<', filter.createdBefore);
      if (filter.waitingForCustomer)
        query = query.where((eb) =>
          eb.or([eb('processor_ref', 'is not', null), eb('processor', '=', 'WECHAT_SIMULATED')]),
        );
      return query.orderBy('created_at').execute();
    },
    lostAttempts: (processor, updatedBefore) =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'requires_action')
        .where('processor', '=', processor)
        // Not those waiting for the customer (a challenge): their time limit is PAYMENT_HOLD_MS.
        .where((eb) => eb.or([eb('processor_ref', 'is', null), eb('charged', '=', true)]))
        .where('updated_at', '<', updatedBefore)
        .orderBy('created_at')
        .execute(),
    unreversedPayments: (processor) =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('processor', '=', processor)
        .where('processor_ref', 'is not', null)
        .where('refunded', '=', false)
        .where('status', 'not in', ['succeeded', 'requires_action'])
        .orderBy('created_at')
        .execute(),
    async recordCharge(paymentId, change) {
      await db
        .updateTable('payments')
        .set({
          charged: change.charged,
          ...(change.processorRef !== undefined ? { processor_ref: change.processorRef } : {}),
          ...(change.at ? { updated_at: change.at } : {}),
        })
        .where('id', '=', paymentId)
        .execute();
    },
    async markRefunded(paymentId, at) {
      await db
        .updateTable('payments')
        .set({ refunded: true, updated_at: at })
        .where('id', '=', paymentId)
        .execute();
    },
  };
}
