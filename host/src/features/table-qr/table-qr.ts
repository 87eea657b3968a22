import { ApiError, buildPath, bus, StoreSchema, siteApi } from '@owa/shared';
import * as v from 'valibot';
import { warmRemoteEntry } from './remote-warmer';
import { shareResponsesForQrEntry } from './shared-responses';

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
 * What menu selection asks for next (its remote, the store's dine-in menus, the table's assigned
 * menus the cart looks up), requested while the QR step still runs: shared answers make those
 * teams' own requests free.
 */
function warmMenuSelection(storeId: string, tableId: string): void {
  shareResponsesForQrEntry();
  warmRemoteEntry('mfe-menu');
  const api = siteApi();
  api
    .request('/lite_menus', { query: { orderType: 'DINE_IN' }, schema: v.unknown(), storeId, silent: true })
    .catch(() => undefined);
  api
    .request('/assigned_menu', { query: { tableId }, schema: v.unknown(), storeId, silent: true })
    .catch(() => undefined);
}

/**
 * Table QR entry (spec 2 §4 "Table"): the cart team clears the address, resets the cart, sets the
 * table and dine-in on `cart:table-scanned`; the shell fetches the store, waits for the table to
 * show in the order context, and answers the path to land on (null: the store does not exist).
 */
export async function enterByTableQr(
  scan: TableScan,
  deps: {
    slugOf?: (storeId: string) => Promise<string | null>;
    pause?: (ms: number) => Promise<void>;
    warm?: (storeId: string, tableId: string) => void;
  } = {},
): Promise<string | null> {
  const { slugOf = storeSlug, pause = wait, warm = warmMenuSelection } = deps;
  warm(scan.storeId, scan.tableId);
  bus.emit('cart:table-scanned', { groupId: scan.groupId, storeId: scan.storeId, tableId: scan.tableId });
  // The table's checks run while the store is fetched: both must be done before the redirect.
  const tableSet = (async () => {
    for (let check = 0; check < TABLE_WAIT_CHECKS; check += 1) {
      if (bus.current('cart:order-context')?.tableId === scan.tableId) return;
      await pause(TABLE_WAIT_MS);
    }
  })();
  const [slug] = await Promise.all([slugOf(scan.storeId), tableSet]);
  if (!slug) return null;
  const query = Object.fromEntries(new URLSearchParams(scan.search));
  return buildPath(
    'menu-selection',
    { restaurantSlug: slug, sid: scan.storeId },
    { ...query, tid: scan.tableId },
  );
}
