import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import {
  demoCouponDefinitions,
  demoCustomerCoupons,
  demoCustomerPunchCards,
  demoCustomers,
  demoPastOrders,
  demoPaymentMethods,
  demoPunchCardDefinitions,
  demoRewardOptions,
  FIRST_NEW_CUSTOMER_ID,
} from './customers.js';
import { demoMenus, demoThumbups } from './menus.js';
import { demoGroups, demoStores, demoTables } from './stores.js';

/** The moment the demo data was "created"; fixed so that a reset always gives the same rows. */
const SEEDED_AT = '2026-06-01T12:00:00.000Z';

/** Tables holding the catalogue, which no API call changes: a reset can leave them in place. */
export const CATALOGUE_TABLES = ['store_groups', 'stores', 'menus', 'dining_tables'] as const;

/** Loads DEMO-DATA.md into an empty database, in one transaction. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx);
    await seedCustomerData(trx);
  });
}

/** Groups, stores, menus and tables. */
export async function seedCatalogue(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('store_groups')
    .values(
      demoGroups.map((g) => ({ group_id: g.groupId, slug: g.slug, document: JSON.stringify(g.document) })),
    )
    .execute();
  await trx
    .insertInto('stores')
    .values(
      demoStores.map((s) => ({
        store_id: s.storeId,
        group_id: s.groupId,
        slug: s.slug,
        document: JSON.stringify(s.document),
      })),
    )
    .execute();
  await trx
    .insertInto('menus')
    .values(
      demoMenus.map((m) => ({
        store_id: m.storeId,
        code: String(m.menu.code),
        sequence: Number(m.menu.sequence),
        document: JSON.stringify(m.menu),
      })),
    )
    .execute();
  await trx
    .insertInto('dining_tables')
    .values(
      demoTables.map((t) => ({
        store_id: t.storeId,
        table_no: t.tableNo,
        display_table_no: t.displayTableNo,
        section: t.section,
        assigned_menu_codes: JSON.stringify(t.assignedMenuCodes),
      })),
    )
    .execute();
}

/** Customers and everything that changes as they use the site: loyalty, cards, orders, likes. */
export async function seedCustomerData(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('customers')
    .values(demoCustomers.map((c) => ({ ...c, created_at: SEEDED_AT })))
    .execute();
  // Explicit demo ids leave the identity sequence behind; move it past them.
  await sql`select setval(pg_get_serial_sequence('customers', 'id'), ${FIRST_NEW_CUSTOMER_ID}, false)`.execute(
    trx,
  );

  await trx
    .insertInto('payment_methods')
    .values(demoPaymentMethods.map((p) => ({ ...p, created_at: SEEDED_AT })))
    .execute();
  await trx
    .insertInto('coupon_definitions')
    .values(
      demoCouponDefinitions.map((c) => ({
        code: c.code,
        group_id: c.groupId,
        purchasable: c.purchasable,
        document: JSON.stringify(c.document),
      })),
    )
    .execute();
  await trx
    .insertInto('customer_coupons')
    .values(demoCustomerCoupons.map((c) => ({ ...c, used_order_id: null, created_at: SEEDED_AT })))
    .execute();
  await trx
    .insertInto('punch_card_definitions')
    .values(demoPunchCardDefinitions.map((p) => ({ ...p, document: JSON.stringify(p.document) })))
    .execute();
  await trx.insertInto('customer_punch_cards').values(demoCustomerPunchCards).execute();
  await trx
    .insertInto('reward_options')
    .values(demoRewardOptions.map((r) => ({ ...r, document: JSON.stringify(r.document) })))
    .execute();
  await trx
    .insertInto('orders')
    .values(demoPastOrders().map((o) => ({ ...o, document: JSON.stringify(o.document) })))
    .execute();

  const likes = demoThumbups.flatMap((t) =>
    Array.from({ length: t.count }, () => ({
      id: randomUUID(),
      store_id: t.storeId,
      group_id: demoStores.find((s) => s.storeId === t.storeId)?.groupId ?? '',
      catalog_code: 'ALLDAY',
      item_code: t.itemCode,
      customer_id: null,
      created_at: SEEDED_AT,
    })),
  );
  await trx.insertInto('item_thumbups').values(likes).execute();
}
