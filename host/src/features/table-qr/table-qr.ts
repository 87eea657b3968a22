import { ApiError, buildPath, bus, type Store, StoreSchema, siteApi } from '@owa/shared';
import * as v from 'valibot';
import { announceTableScan } from './announce-scan';
import { onlyMenuAtTable, warmMenu } from './table-menu';
import { warmQrEntry } from './warm-qr-entry';

/** spec 1 §9: the table-set wait on QR entry, 10 checks 50 ms apart. */
export const TABLE_WAIT_CHECKS = 10;
export const TABLE_WAIT_MS = 50;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The store; null when it does not exist. */
async function fetchStore(storeId: string): Promise<Store | null> {
  try {
    const stores = await siteApi().request('/store', {
      query: { storeId },
      schema: v.array(StoreSchema),
      storeId,
      silent: true,
    });
    return stores[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND') return null;
    throw error;
  }
}

/** The store's slug, for the menu-selection path; null when the store does not exist. */
export async function storeSlug(storeId: string): Promise<string | null> {
  return (await fetchStore(storeId))?.slug ?? null;
}

/** Where a table's QR leads: the store, and its one menu for that table when there is just one. */
export interface TableLanding {
  readonly slug: string;
  readonly menuCode: string | null;
}

async function tableLanding(storeId: string, tableId: string): Promise<TableLanding | null> {
  const store = await fetchStore(storeId);
  if (!store?.slug) return null;
  // Menus that cannot be read here leave the choice (and its failure message) to menu selection.
  const menuCode = await onlyMenuAtTable(storeId, tableId, store).catch(() => null);
  if (menuCode) warmMenu(storeId, menuCode);
  return { slug: store.slug, menuCode };
}

/** Menu selection's browser flags for the store page it opens (spec 1 §2.2: pop-ups on arrival). */
export function forcePopupsOnArrival(withReferral: boolean): void {
  try {
    window.localStorage.setItem('forcePopup', 'true');
    if (withReferral) window.localStorage.setItem('forcePopupReferral', 'true');
  } catch {
    // Private mode or a full storage: the pop-up may not show, nothing worse.
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
 * When the table leaves one online menu, that is the store page of the menu menu selection would
 * open (with its flags), so the diner skips menu selection's route; otherwise it is menu selection.
 */
export async function enterByTableQr(
  scan: TableScan,
  deps: {
    landingOf?: (storeId: string, tableId: string) => Promise<TableLanding | null>;
    pause?: (ms: number) => Promise<void>;
    warm?: (storeId: string, tableId: string) => void;
    /** The shell's boot warms and announces the scan itself, before this code has loaded. */
    startedByBoot?: boolean;
  } = {},
): Promise<string | null> {
  const { landingOf = tableLanding, pause = wait, warm = warmQrEntry, startedByBoot = false } = deps;
  if (!startedByBoot) {
    warm(scan.storeId, scan.tableId);
    announceTableScan(scan);
  }
  // The table's checks run while the store is fetched: both must be done before the redirect.
  const tableSet = (async () => {
    for (let check = 0; check < TABLE_WAIT_CHECKS; check += 1) {
      if (bus.current('cart:order-context')?.tableId === scan.tableId) return;
      await pause(TABLE_WAIT_MS);
    }
  })();
  const [landing] = await Promise.all([landingOf(scan.storeId, scan.tableId), tableSet]);
  if (!landing) return null;
  const query = Object.fromEntries(new URLSearchParams(scan.search));
  const { slug, menuCode } = landing;
  if (!menuCode) {
    return buildPath(
      'menu-selection',
      { restaurantSlug: slug, sid: scan.storeId },
      { ...query, tid: scan.tableId },
    );
  }
  // As menu selection: back from an order (the cart's success dialog over the page), no pop-up.
  if (!query.orderId) forcePopupsOnArrival(Boolean(query.referrer));
  return buildPath(
    'store',
    { restaurantSlug: slug, sid: scan.storeId, mid: menuCode },
    { ...query, tid: scan.tableId, direct: 'true' },
  );
}
