import { OrderStatusAnswerSchema } from '@owa/shared/api';
import { kitchenStart, type OrderStatus } from '@owa/shared/domain';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../../db/database.js';
import { applyStep, type StatusView, type Step, statusWithoutEvents } from './snapshot.js';

/** The channel of NOTIFY: its payload is the order id whose status moved (PostgreSQL; PGlite polls). */
export const ORDER_STATUS_CHANNEL = 'owa_order_status';

/** Minutes the kitchen needs (the store's estimated pickup time; spec 2 §3 orderSettings). */
const DEFAULT_PREPARATION_MINUTES = 20;

function preparationMinutes(store: Record<string, unknown> | undefined): number {
  const settings = store?.settings as
    | { orderSettings?: { estimatedPickupTimeInMinutes?: unknown } }
    | undefined;
  const minutes = Number(settings?.orderSettings?.estimatedPickupTimeInMinutes);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : DEFAULT_PREPARATION_MINUTES;
}

function storedView(snapshot: unknown): StatusView | null {
  const parsed = v.safeParse(OrderStatusAnswerSchema, snapshot);
  return parsed.success ? parsed.output : null;
}

/** Extra columns a step sets on the order. */
interface StepColumns {
  readonly kitchenStartAt?: Date | null;
}

/**
 * The order status machine's storage: each move is a conditional update of the order's status (of
 * two concurrent moves from one status exactly one wins: the cancel racing the kitchen) and an
 * event row holding the status as of that move, in the caller's transaction, with a NOTIFY that
 * PostgreSQL delivers when it commits.
 */
export class OrderStatusStore {
  constructor(private readonly db: Db) {}

  /** The order's status now: its last event's, or the order as it is without events. */
  async current(orderId: string): Promise<StatusView | null> {
    const order = await this.db
      .selectFrom('orders')
      .select(['order_id', 'order_type', 'order_status', 'status_seq'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!order) return null;
    if (order.status_seq === 0) return statusWithoutEvents(order);
    const event = await this.db
      .selectFrom('order_status_events')
      .select('snapshot')
      .where('order_id', '=', orderId)
      .where('seq', '=', order.status_seq)
      .executeTakeFirst();
    return (event && storedView(event.snapshot)) ?? statusWithoutEvents(order);
  }

  /** Every status after event `seq`, in order. */
  async eventsAfter(orderId: string, seq: number): Promise<StatusView[]> {
    const rows = await this.db
      .selectFrom('order_status_events')
      .select('snapshot')
      .where('order_id', '=', orderId)
      .where('seq', '>', seq)
      .orderBy('seq')
      .execute();
    return rows.map((row) => storedView(row.snapshot)).filter((view): view is StatusView => view !== null);
  }

  /**
   * Moves the order to `step.status` if it is still in one of `from`; null when it was not (another
   * move won, or it never was there).
   */
  async move(
    orderId: string,
    from: readonly OrderStatus[],
    step: Omit<Step, 'seq'>,
    columns: StepColumns = {},
  ): Promise<StatusView | null> {
    const moved = await this.db
      .updateTable('orders')
      .set({
        order_status: step.status,
        status_seq: sql<number>`status_seq + 1`,
        status_at: step.at,
        ...(step.estimatedAt === undefined ? {} : { estimated_at: step.estimatedAt }),
        ...(columns.kitchenStartAt === undefined ? {} : { kitchen_start_at: columns.kitchenStartAt }),
        // The order's own document says its status too (history, the open order of a table).
        document: sql`jsonb_set(document, '{orderStatus}', to_jsonb(${step.status}::text))`,
      })
      .where('order_id', '=', orderId)
      .where('order_status', 'in', from)
      .returning(['order_id', 'order_type', 'status_seq'])
      .executeTakeFirst();
    if (!moved) return null;
    const previous =
      moved.status_seq > 1
        ? await this.db
            .selectFrom('order_status_events')
            .select('snapshot')
            .where('order_id', '=', orderId)
            .where('seq', '=', moved.status_seq - 1)
            .executeTakeFirst()
        : undefined;
    const before =
      (previous && storedView(previous.snapshot)) ??
      statusWithoutEvents({ ...moved, order_status: from[0] ?? 'SUBMITTED' });
    const view = applyStep(before, { ...step, seq: moved.status_seq });
    await this.db
      .insertInto('order_status_events')
      .values({
        order_id: orderId,
        seq: moved.status_seq,
        status: step.status,
        at: step.at,
        snapshot: JSON.stringify(view),
      })
      .execute();
    await sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${orderId})`.execute(this.db);
    return view;
  }
}

/**
 * The kitchen receives an order whose payment settled (or that is paid at the counter): RECEIVED,
 * with its estimate (the scheduled time, or now plus the store's preparation time) and, for a
 * scheduled order, its kitchen start (cancel before it). Called inside the payment's transaction.
 */
export async function orderReceived(trx: Db, orderId: string, at: Date): Promise<StatusView | null> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('stores', 'stores.store_id', 'orders.store_id')
    .select(['orders.document as order', 'stores.document as store'])
    .where('orders.order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const preparation = preparationMinutes(order.store);
  const scheduled =
    order.order.asap === false && typeof order.order.scheduledTime === 'string'
      ? Date.parse(order.order.scheduledTime)
      : Number.NaN;
  const start = Number.isNaN(scheduled) ? null : new Date(kitchenStart(scheduled, preparation));
  return new OrderStatusStore(trx).move(
    orderId,
    ['SUBMITTED'],
    {
      status: 'RECEIVED',
      at,
      estimatedAt: start ? new Date(scheduled) : new Date(at.getTime() + preparation * 60_000),
      cancellableUntil: start,
    },
    { kitchenStartAt: start ?? at },
  );
}
