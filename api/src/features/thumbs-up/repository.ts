import type { Db } from '../../db/database.js';

export class ThumbupRepository {
  constructor(private readonly db: Db) {}

  countsOfStore(storeId: string) {
    return this.db
      .selectFrom('item_thumbups')
      .select(['item_code', (eb) => eb.fn.countAll<number>().as('thumbup')])
      .where('store_id', '=', storeId)
      .groupBy('item_code')
      .orderBy('item_code')
      .execute();
  }

  findCustomerLike(customerId: number, storeId: string, itemCode: string) {
    return this.db
      .selectFrom('item_thumbups')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('store_id', '=', storeId)
      .where('item_code', '=', itemCode)
      .executeTakeFirst();
  }

  findLike(id: string) {
    return this.db.selectFrom('item_thumbups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async add(like: {
    id: string;
    store_id: string;
    group_id: string;
    catalog_code: string;
    item_code: string;
    customer_id: number | null;
    created_at: Date;
  }): Promise<void> {
    await this.db.insertInto('item_thumbups').values(like).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('item_thumbups').where('id', '=', id).execute();
  }

  async countOfItem(storeId: string, itemCode: string): Promise<number> {
    const row = await this.db
      .selectFrom('item_thumbups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('store_id', '=', storeId)
      .where('item_code', '=', itemCode)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async itemsLikedBy(customerId: number, storeId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('item_thumbups')
      .select('item_code')
      .where('customer_id', '=', customerId)
      .where('store_id', '=', storeId)
      .orderBy('item_code')
      .execute();
    return rows.map((r) => r.item_code);
  }
}
