// Table QR codes (spec 1 §2.1 and §5, spec 3 §5). Accepted shapes, nothing else:
//   {host}/owa/snappy/al/{gid}/scan/{sid}/{tid}
//   {host}/app/scan/{sid}/{tid}
// and the store must equal the current store. Only http(s) URLs; store and table ids are digits;
// the group id is letters, digits, '_' or '-'; one trailing slash is tolerated; query parameters
// (a dynamic code's vc) are kept.

export interface TableQr {
  storeId: string;
  tableId: string;
  groupId?: string;
  /** Query parameters carried by the code, e.g. vc. */
  query: Record<string, string>;
}

export type QrParse = { ok: true; qr: TableQr } | { ok: false; reason: 'not-a-table-qr' | 'other-store' };

export interface QrParseOptions {
  currentStoreId: string | number;
  /** When given, the code's host must be one of these (lower-case host names, with port if any). */
  allowedHosts?: readonly string[];
}

const DIGITS = /^\d{1,12}$/;
const GROUP = /^[A-Za-z0-9_-]{1,64}$/;

function segmentsOf(pathname: string): string[] | undefined {
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith('/')) return undefined;
  const segments = trimmed.slice(1).split('/');
  return segments.some((segment) => segment === '') ? undefined : segments;
}

function ids(segments: string[]): { groupId?: string; storeId: string; tableId: string } | undefined {
  const [a, b, c, d, e, f, g] = segments;
  if (segments.length === 7 && a === 'owa' && b === 'snappy' && c === 'al' && e === 'scan') {
    if (d && GROUP.test(d) && f && g) return { groupId: d, storeId: f, tableId: g };
    return undefined;
  }
  if (segments.length === 4 && a === 'app' && b === 'scan' && c && d) return { storeId: c, tableId: d };
  return undefined;
}

export function parseTableQr(text: string, options: QrParseOptions): QrParse {
  const notTable = { ok: false as const, reason: 'not-a-table-qr' as const };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return notTable;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return notTable;
  if (url.username || url.password) return notTable;
  if (options.allowedHosts && !options.allowedHosts.includes(url.host.toLowerCase())) return notTable;
  const segments = segmentsOf(url.pathname);
  const found = segments && ids(segments);
  if (!found || !DIGITS.test(found.storeId) || !DIGITS.test(found.tableId)) return notTable;
  if (
    Number(found.storeId) !== Number(options.currentStoreId) ||
    String(options.currentStoreId).trim() === ''
  ) {
    return { ok: false, reason: 'other-store' };
  }
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    query[key] = value;
  });
  // Canonical ids ('01003' is store 1003), so later string comparisons agree with the store's own id.
  const qr: TableQr = {
    storeId: String(Number(found.storeId)),
    tableId: String(Number(found.tableId)),
    query,
  };
  if (found.groupId) qr.groupId = found.groupId;
  return { ok: true, qr };
}
