import { type Kysely, sql } from 'kysely';

/**
 * Carts (priced on the server and kept across restarts), payments and ratings. Display ids come
 * from a sequence so that concurrent orders never share one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    // customer:<id>:<storeId> for a logged-in customer, order:<uuid> for a visitor's order UUID.
    .addColumn('cart_key', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('menu_code', 'text', (c) => c.notNull())
    // The request as the client sent it (re-priced on every read) and the last priced answer.
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('sub_total_cents', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carts_customer_idx')
    .on('carts')
    .columns(['customer_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.order_id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    // WECHAT, OFFLINE, MEMBERSHIP or the card brand.
    .addColumn('payment_type', 'text', (c) => c.notNull())
    // requires_action, succeeded, CHARGE_FAILED, pending (offline: paid at the counter).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('wallet_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tips_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('processor_ref', 'text')
    .addColumn('error_msg', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_order_idx')
    .on('payments')
    .columns(['order_id', 'created_at'])
    .execute();
  // At most one successful payment per order, whatever races.
  await sql`create unique index payments_one_success_idx on payments (order_id) where status = 'succeeded'`.execute(
    db,
  );

  await db.schema
    .createTable('order_ratings')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.order_id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('point', 'integer', (c) => c.notNull())
    .addColumn('comments', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await sql`create sequence order_display_seq start with 201`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists order_display_seq`.execute(db);
  for (const table of ['order_ratings', 'payments', 'carts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
