import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { ApiConfig } from '../config.js';
import { PGliteDialect } from './dialect/pglite-dialect.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';
import { CATALOGUE_TABLES, seedCatalogue, seedCustomerData, seedDemoData } from './seed/seed.js';
import { demoStores } from './seed/stores.js';
import { WriteWatch } from './write-watch.js';

const demoStoreCount = demoStores.length;

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Every statement run, by the tables it may write: PGlite only (one process sees them all). */
  writeWatch: WriteWatch | null;
  close(): Promise<void>;
}

/**
 * Opens the embedded database (or PostgreSQL when a URL is configured), brings its schema up to
 * date and loads the demo data the first time.
 */
export async function openDatabase(
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>,
): Promise<OpenDatabase> {
  let db: Db;
  let kind: OpenDatabase['kind'];
  let writeWatch: WriteWatch | null = null;
  if (config.databaseUrl) {
    // int8 (counts) as numbers, like PGlite does: none of this API's counts come near 2^53.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
    kind = 'postgres';
  } else {
    if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
    const pglite = await PGlite.create(config.dataDir);
    writeWatch = new WriteWatch();
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, writeWatch) });
    kind = 'pglite';
  }
  try {
    await migrateToLatest(db);
    const seeded = await db.selectFrom('store_groups').select('group_id').limit(1).executeTakeFirst();
    if (!seeded) await seedDemoData(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, writeWatch, close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * Puts the database back to DEMO-DATA.md (tests): every table that API calls write is emptied and
 * reloaded; the catalogue, which no call changes, is reloaded only if it is not all there. Tables
 * are read from the catalogue of the database, so tables added by later migrations are emptied too.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_migration%'
  `.execute(db);
  const catalogue: readonly string[] = CATALOGUE_TABLES;
  const stores = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const catalogueIntact = Number(stores?.count ?? 0) === demoStoreCount;
  const tables = rows.map((r) => r.tablename).filter((t) => !catalogueIntact || !catalogue.includes(t));
  await db.transaction().execute(async (trx) => {
    if (tables.length > 0) {
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(
        trx,
      );
    }
    if (!catalogueIntact) await seedCatalogue(trx);
    await seedCustomerData(trx);
  });
}
