import type { Kysely } from 'kysely';

/**
 * Money and loyalty are conserved under concurrency:
 * - `attempt` numbers the payments of an order; the processor's idempotency key is the order and
 *   the attempt, so a repeated request for one attempt is one charge at the processor.
 * - `loyalty_held`: the order's coupon, redeemed points and punch-card stamps were taken with the
 *   payment (like the wallet share) and not yet given back. Rows from before keep false and spend
 *   them when they settle.
 * - `idempotency_key`, `charged`: the attempt's key and whether the processor took money for it,
 *   so a sweep can find charges that settled nothing (a crash between charge and settle) and
 *   reverse them; `refunded` says it was reversed.
 * - `simulated_charges`: the simulated processor's own ledger (a real processor keeps its own), so
 *   its charges survive a crash of the API like a real processor's do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text')
    .addColumn('loyalty_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('charged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('refunded', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('simulated_charges')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // succeeded, requires_action, declined, refunded, canceled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('simulated_charges').execute();
  await db.schema
    .alterTable('payments')
    .dropColumn('attempt')
    .dropColumn('idempotency_key')
    .dropColumn('loyalty_held')
    .dropColumn('charged')
    .dropColumn('refunded')
    .execute();
}
