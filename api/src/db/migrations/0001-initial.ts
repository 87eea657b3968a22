import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's table types, which describe the
// schema after all migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('store_groups')
    .addColumn('group_id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('store_id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('store_groups.group_id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_group_idx').on('stores').column('group_id').execute();

  await db.schema
    .createTable('menus')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.store_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('menus_pk', ['store_id', 'code'])
    .execute();

  await db.schema
    .createTable('dining_tables')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.store_id'))
    .addColumn('table_no', 'integer', (c) => c.notNull())
    .addColumn('display_table_no', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('assigned_menu_codes', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('dining_tables_pk', ['store_id', 'table_no'])
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('telephone', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referrer_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('telephone', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('processor_token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_methods_customer_idx')
    .on('payment_methods')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('coupon_definitions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('purchasable', 'boolean', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_coupons')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('coupon_code', 'text', (c) => c.notNull().references('coupon_definitions.code'))
    .addColumn('valid_to', 'text')
    .addColumn('used_order_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('punch_card_definitions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_punch_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('definition_code', 'text', (c) => c.notNull().references('punch_card_definitions.code'))
    .addColumn('earned', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reward_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('display_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('table_no', 'integer')
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('item_thumbups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('catalog_code', 'text', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_thumbups_store_idx')
    .on('item_thumbups')
    .columns(['store_id', 'item_code'])
    .execute();

  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('table_no', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('telephone', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('client_error_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('store_id', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guest_referrals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('referrer_customer_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_redemptions')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'captcha_redemptions',
    'guest_referrals',
    'client_error_reports',
    'service_requests',
    'item_thumbups',
    'orders',
    'reward_options',
    'customer_punch_cards',
    'punch_card_definitions',
    'customer_coupons',
    'coupon_definitions',
    'payment_methods',
    'auth_tokens',
    'login_codes',
    'customers',
    'dining_tables',
    'menus',
    'stores',
    'store_groups',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
