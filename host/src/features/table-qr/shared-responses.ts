/** How long an answer fetched for the QR entry stays shared: the hop to menu selection and the store page. */
export const SHARE_WINDOW_MS = 10_000;

/** Answers that menu selection, the store page and the cart's table lookup ask for (GETs only). */
const SHARED_PATHS = ['/store', '/lite_menus', '/assigned_menu'] as const;
/** The store page's menu (`/menu/{code}`), which the QR step asks for once it knows the one menu. */
const SHARED_MENU = /\/menu\/[^/]+$/;

interface Kept {
  readonly response: Promise<Response>;
  readonly until: number;
}

const kept = new Map<string, Kept>();
let sharingUntil = 0;

function headerOf(init: RequestInit | undefined, name: string): string {
  const headers = new Headers(init?.headers);
  return headers.get(name) ?? '';
}

/** Answers differ by address, store header, language and login: the key holds all four. */
function keyOf(url: string, init: RequestInit | undefined): string {
  return [
    url,
    headerOf(init, 'storeId'),
    headerOf(init, 'Accept-Language'),
    headerOf(init, 'Authorization'),
  ].join('|');
}

function sharable(url: string, init: RequestInit | undefined): boolean {
  if ((init?.method ?? 'GET') !== 'GET' || init?.body) return false;
  const path = new URL(url, window.location.href).pathname;
  return SHARED_PATHS.some((shared) => path.endsWith(shared)) || SHARED_MENU.test(path);
}

/**
 * The QR entry's hops (the shell's table step, menu selection, the store page) each ask for the
 * same store and menus; while sharing is on, one request answers them all, so menu selection finds
 * the answers the shell warmed instead of waiting on its own round trips. Only successful public
 * GETs are kept, and only for a few seconds after the QR entry: everything else goes to the network.
 */
export function sharingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const now = Date.now();
  if (now > sharingUntil || !sharable(url, init)) return globalThis.fetch(input, init);
  const key = keyOf(url, init);
  const hit = kept.get(key);
  if (hit && hit.until >= now) return hit.response.then((response) => response.clone());
  const response = globalThis.fetch(input, init);
  kept.set(key, { response, until: now + SHARE_WINDOW_MS });
  // A failed answer is not shared: the next caller (a retry) asks the network again.
  response.then(
    (answer) => {
      if (!answer.ok) kept.delete(key);
    },
    () => kept.delete(key),
  );
  return response.then((answer) => answer.clone());
}

/** Turns sharing on for the QR entry's hops. */
export function shareResponsesForQrEntry(now = Date.now()): void {
  sharingUntil = now + SHARE_WINDOW_MS;
  for (const [key, entry] of kept) if (entry.until < now) kept.delete(key);
}

/** For tests: forget every kept answer and stop sharing. */
export function resetSharedResponses(): void {
  kept.clear();
  sharingUntil = 0;
}
