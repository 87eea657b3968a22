import { type Store, StoreSchema } from '@owa/shared/entities';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { parseStored } from '../../db/stored.js';
import { storeNotFound } from '../../errors.js';

export type Document = Record<string, unknown>;

/** Reads the catalogue: groups, stores, menus and tables, as the spec's entities. */
export class CatalogRepository {
  constructor(private readonly ctx: AppContext) {}

  /** The store, parsed with the contract's schema (a loose object: its other fields are kept). */
  async findStore(storeId: string): Promise<Store | null> {
    const row = await this.ctx.db
      .selectFrom('stores')
      .select('document')
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return row ? parseStored(StoreSchema, row.document, 'store') : null;
  }

  /** The store or GENERAL_ERR_STORE_NOT_FOUND. */
  async requireStore(storeId: string): Promise<Store> {
    const store = await this.findStore(storeId);
    if (!store) throw storeNotFound();
    return store;
  }

  async findGroup(groupId: string): Promise<Document | null> {
    const row = await this.ctx.db
      .selectFrom('store_groups')
      .select('document')
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    return row?.document ?? null;
  }

  async storesOfGroup(groupId: string): Promise<Document[]> {
    const rows = await this.ctx.db
      .selectFrom('stores')
      .select('document')
      .where('group_id', '=', groupId)
      .orderBy('store_id')
      .execute();
    return rows.map((r) => r.document);
  }

  async menusOfStore(storeId: string): Promise<Document[]> {
    const rows = await this.ctx.db
      .selectFrom('menus')
      .select('document')
      .where('store_id', '=', storeId)
      .orderBy('sequence')
      .orderBy('code')
      .execute();
    return rows.map((r) => r.document);
  }

  async findMenu(storeId: string, code: string): Promise<Document | null> {
    const row = await this.ctx.db
      .selectFrom('menus')
      .select('document')
      .where('store_id', '=', storeId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.document ?? null;
  }

  /** A table by its number, or by the number shown on it (case-insensitive, spec 1 §5). */
  async findTable(storeId: string, tableId: string) {
    const numeric = /^\d{1,9}$/.test(tableId) ? Number(tableId) : null;
    return this.ctx.db
      .selectFrom('dining_tables')
      .selectAll()
      .where('store_id', '=', storeId)
      .where((eb) =>
        eb.or([
          ...(numeric === null ? [] : [eb('table_no', '=', numeric)]),
          eb(sql`lower(display_table_no)`, '=', tableId.toLowerCase()),
        ]),
      )
      .orderBy('table_no')
      .executeTakeFirst();
  }

  /** Thumbs-up count per item of a store. */
  async thumbupCounts(storeId: string): Promise<Map<string, number>> {
    const rows = await this.ctx.db
      .selectFrom('item_thumbups')
      .select(['item_code', (eb) => eb.fn.countAll<number>().as('count')])
      .where('store_id', '=', storeId)
      .groupBy('item_code')
      .execute();
    return new Map(rows.map((r) => [r.item_code, Number(r.count)]));
  }
}
