import type { Db } from '../../db/database.js';

/**
 * Reads orders. Creating and paying orders (POST /order, POST /order/{id}, POST /payment/order)
 * belongs to the orders feature still to come; it writes the same table.
 */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  async historyPage(customerId: number, page: number, size: number) {
    const rows = await this.db
      .selectFrom('orders')
      .select('document')
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const total = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return { orders: rows.map((r) => r.document), totalSize: Number(total.count) };
  }

  findOrder(orderId: string) {
    return this.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** The customer's order still open at a store (a dine-in table keeps adding sub-orders to it). */
  findOpenOrder(customerId: number, storeId: string, openStatuses: readonly string[], since: Date) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('store_id', '=', storeId)
      .where('order_status', 'in', openStatuses)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }
}
