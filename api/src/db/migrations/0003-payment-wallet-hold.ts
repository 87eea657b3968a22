import type { Kysely } from 'kysely';

/**
 * The store wallet share of a payment is now debited when the payment is requested, before any card
 * charge, and given back if the payment fails. wallet_held says the share was taken and not yet
 * given back, so a failure credits it once. Rows from before this migration keep false: their share
 * is still debited when they settle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('wallet_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('wallet_held').execute();
}
