import { type Kysely, sql } from 'kysely';

/**
 * The order status machine (issue 23):
 * - `order_status_events`: every step of every order, numbered per order (`seq`, the events
 *   stream's ids, so a reconnect with Last-Event-ID resumes exactly), with the order's status as of
 *   that step (`snapshot`, what the stream sends). `id` orders all of them for the PGlite poll.
 * - on `orders`: the last step's number and time, the kitchen start of a scheduled order (its time
 *   minus its preparation time: cancel before it) and the current estimate, which the kitchen
 *   moves; `guest_token`, a guest order's bearer secret for reading and cancelling it.
 * Old orders stay as they are: a status without events reads with no step times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('guest_token', 'text')
    .addColumn('status_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_at', 'timestamptz')
    .addColumn('kitchen_start_at', 'timestamptz')
    .addColumn('estimated_at', 'timestamptz')
    .execute();
  // The kitchen looks for orders whose next step is due.
  await db.schema
    .createIndex('orders_status_at_idx')
    .on('orders')
    .columns(['order_status', 'status_at'])
    .execute();
  await db.schema
    .createTable('order_status_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.order_id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('order_status_events_order_seq', ['order_id', 'seq'])
    .execute();
  await sql`comment on table order_status_events is 'Steps of the order status machine; NOTIFY owa_order_status carries the order id'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_status_events').execute();
  await db.schema.dropIndex('orders_status_at_idx').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('guest_token')
    .dropColumn('status_seq')
    .dropColumn('status_at')
    .dropColumn('kitchen_start_at')
    .dropColumn('estimated_at')
    .execute();
}
