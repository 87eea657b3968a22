import { goTo } from '../navigation';
import { enterByTableQr, type TableScan } from './table-qr';

/** The QR entry the shell's boot started, waiting for the table-QR page to take it. */
let started: { readonly key: string; readonly landing: Promise<string | null> } | null = null;

const keyOf = (scan: TableScan) => [scan.groupId, scan.storeId, scan.tableId, scan.search].join('|');

/** The scan a table-QR address holds (spec 2 §4 "Table"); the query goes on to the landing. */
export function scanOf(params: Readonly<Record<string, string | undefined>>, search: string): TableScan {
  return { groupId: params.gid ?? '', storeId: params.sid ?? '', tableId: params.tid ?? '', search };
}

/**
 * Starts the QR step as soon as the shell has its API and session, while the shell's page code
 * still loads: its requests and the menu remote's code then overlap the boot instead of following
 * it, and the redirect goes once the landing is known rather than once the shell's page has mounted
 * to make it. A store that does not exist, or a failure, is left to that page (its 404 and message).
 */
export function startTableQrEntry(scan: TableScan): void {
  const entryPath = window.location.pathname;
  const landing = enterByTableQr(scan, { startedByBoot: true });
  started = { key: keyOf(scan), landing };
  landing.then(
    (path) => {
      if (path && window.location.pathname === entryPath) goTo(path, { replace: true });
    },
    () => undefined,
  );
}

/** The landing of this scan: the one the boot started (taken once), or a fresh QR step. */
export function tableQrLanding(scan: TableScan): Promise<string | null> {
  const early = started;
  started = null;
  return early?.key === keyOf(scan) ? early.landing : enterByTableQr(scan);
}
