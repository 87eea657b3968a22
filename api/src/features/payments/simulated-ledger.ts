import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { SimulatedLedger } from './processor.js';

/** The simulated processor's charges, kept in the API's database (table simulated_charges). */
export function databaseLedger(db: Db, clock: Clock): SimulatedLedger {
  const byKey = (key: string) =>
    db
      .selectFrom('simulated_charges')
      .select(['ref', 'status'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
      .then((row) => row ?? null);
  return {
    async record(charge) {
      await db
        .insertInto('simulated_charges')
        .values({
          idempotency_key: charge.key,
          ref: charge.ref,
          order_id: charge.orderId,
          amount_cents: charge.amountCents,
          status: charge.status,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const recorded = await byKey(charge.key);
      if (!recorded) throw new Error('Simulated charge not recorded');
      return recorded;
    },
    byKey,
    byRef: (ref) =>
      db
        .selectFrom('simulated_charges')
        .select(['ref', 'status'])
        .where('ref', '=', ref)
        .executeTakeFirst()
        .then((row) => row ?? null),
    async move(ref, from, to) {
      const moved = await db
        .updateTable('simulated_charges')
        .set({ status: to })
        .where('ref', '=', ref)
        .where('status', 'in', from)
        .returning('ref')
        .executeTakeFirst();
      return moved !== undefined;
    },
  };
}
