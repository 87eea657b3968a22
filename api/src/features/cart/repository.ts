import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Carts kept on the server so a journey survives restarts and other devices. */
export class CartRepository {
  constructor(private readonly db: Db) {}

  /** A logged-in customer has one cart per store; a visitor's cart is keyed by its order UUID. */
  static key(
    customerId: number | null,
    storeId: string,
    orderUUID: string | null | undefined,
  ): string | null {
    if (customerId !== null) return `customer:${customerId}:${storeId}`;
    return orderUUID ? `order:${orderUUID}` : null;
  }

  /** Keeps the cart; unchanged from what is kept, nothing is written. */
  async save(cart: {
    key: string;
    customerId: number | null;
    storeId: string;
    menuCode: string;
    request: Record<string, unknown>;
    subTotalCents: number;
    at: Date;
  }): Promise<void> {
    const values = {
      cart_key: cart.key,
      customer_id: cart.customerId,
      store_id: cart.storeId,
      menu_code: cart.menuCode,
      request: JSON.stringify(cart.request),
      sub_total_cents: cart.subTotalCents,
      updated_at: cart.at,
    };
    await this.db
      .insertInto('carts')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('cart_key')
          .doUpdateSet({
            menu_code: values.menu_code,
            request: values.request,
            sub_total_cents: values.sub_total_cents,
            updated_at: values.updated_at,
          })
          // A cart priced again unchanged (most pricing calls) writes nothing: no row version, no
          // WAL, and its updated_at still says when the diner last changed it.
          .where((eb) =>
            eb.or([
              eb(sql.ref('carts.request'), 'is distinct from', sql.ref('excluded.request')),
              eb(sql.ref('carts.menu_code'), 'is distinct from', sql.ref('excluded.menu_code')),
              eb(sql.ref('carts.sub_total_cents'), 'is distinct from', sql.ref('excluded.sub_total_cents')),
            ]),
          ),
      )
      .execute();
  }

  find(key: string) {
    return this.db.selectFrom('carts').selectAll().where('cart_key', '=', key).executeTakeFirst();
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('carts').where('cart_key', '=', key).execute();
  }

  async subTotalCents(customerId: number, storeId: string | null): Promise<number> {
    let query = this.db
      .selectFrom('carts')
      .select('sub_total_cents')
      .where('customer_id', '=', customerId)
      .orderBy('updated_at', 'desc');
    if (storeId) query = query.where('store_id', '=', storeId);
    const row = await query.executeTakeFirst();
    return row?.sub_total_cents ?? 0;
  }
}
