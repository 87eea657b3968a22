import { ApiError, buildPath, bus, StoreSchema, siteApi } from '@owa/shared';
import * as v from 'valibot';

/** spec 1 §9: the table-set wait on QR entry, 10 checks 50 ms apart. */
export const TABLE_WAIT_CHECKS = 10;
export const TABLE_WAIT_MS = 50;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The store's slug, for the menu-selection path; null when the store does not exist. */
export async function storeSlug(storeId: string): Promise<string | null> {
  try {
    const stores = await siteApi().request('/store', {
      query: { storeId },
      schema: v.array(StoreSchema),
      storeId,
      silent: true,
    });
    return stores[0]?.slug ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND') return null;
    throw error;
  }
}

export interface TableScan {
  readonly groupId: string;
  readonly storeId: string;
  readonly tableId: string;
  /** The QR address's query, kept on the redirect (spec 2 §4 "Table"). */
  readonly search: string;
}

/**
 * Table QR entry (spec 2 §4 "Table"): the cart team clears the address, resets the cart, sets the
 * table and dine-in on `cart:table-scanned`; the shell fetches the store, waits for the table to
 * show in the order context, and answers the path to land on (null: the store does not exist).
 */
export async function enterByTableQr(
  scan: TableScan,
  deps: { slugOf?: (storeId: string) => Promise<string | null>; pause?: (ms: number) => Promise<void> } = {},
): Promise<string | null> {
  const { slugOf = storeSlug, pause = wait } = deps;
  bus.emit('cart:table-scanned', { groupId: scan.groupId, storeId: scan.storeId, tableId: scan.tableId });
  const slug = await slugOf(scan.storeId);
  if (!slug) return null;
  for (let check = 0; check < TABLE_WAIT_CHECKS; check += 1) {
    if (bus.current('cart:order-context')?.tableId === scan.tableId) break;
    await pause(TABLE_WAIT_MS);
  }
  const query = Object.fromEntries(new URLSearchParams(scan.search));
  return buildPath(
    'menu-selection',
    { restaurantSlug: slug, sid: scan.storeId },
    { ...query, tid: scan.tableId },
  );
}
