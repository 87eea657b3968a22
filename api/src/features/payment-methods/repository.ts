import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentMethodTable } from '../../db/schema.js';

export class PaymentMethodRepository {
  constructor(private readonly db: Db) {}

  list(customerId: number) {
    return this.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(id: string) {
    return this.db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async add(card: Insertable<PaymentMethodTable>) {
    return this.db.insertInto('payment_methods').values(card).returningAll().executeTakeFirstOrThrow();
  }

  async remove(id: string, customerId: number): Promise<void> {
    await this.db
      .deleteFrom('payment_methods')
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute();
  }
}
