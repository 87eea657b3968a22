// The store page's largest paint is its banner, and the banner's address is in the store's data,
// which the page knows only after its scripts ran and asked the API. The server knows the route's
// store from the path: it names the banner in the HTML (a preload per screen width), so the picture
// downloads beside the scripts (issue 18, Lighthouse's "LCP request discovery"), and shows it in the
// shell's stand-in, so the diner sees the store's picture while the scripts start instead of grey
// blocks (the page's largest paint no longer waits for them).
import { apiUrlAgainst, BANNER_DESKTOP_MEDIA, storeBannerSources } from '@owa/shared/domain';
import { escapeAttribute } from './html.mjs';

/** How long a store's banner hint is reused before the API is asked again. */
export const HINT_TTL_MS = 60_000;
/** The page is never held for a hint longer than this: without it, the banner loads as before. */
export const HINT_WAIT_MS = 250;

/** The routes whose page shows the store banner (its sub-header), by route name. */
const BANNER_ROUTES = new Set(['store', 'store1', 'menu-selection', 'table-qr-entry']);

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null;

/** @param {unknown} list @returns {{ url: string }[] | null} */
function pictureList(list) {
  if (!Array.isArray(list)) return null;
  const pictures = list.filter((entry) => isRecord(entry) && typeof entry.url === 'string');
  return pictures.length > 0 ? pictures.map((entry) => ({ url: String(entry.url) })) : null;
}

/** The store's pictures from GET /store's answer, or null when it names no store. */
function imagesOf(/** @type {unknown} */ answer) {
  const store = Array.isArray(answer) ? answer[0] : null;
  if (!isRecord(store)) return null;
  const images = isRecord(store.images) ? store.images : {};
  return { MAIN: pictureList(images.MAIN), DESKTOP_MAIN: pictureList(images.DESKTOP_MAIN) };
}

/**
 * The two preload links of a store's banner (phones, wider screens), as the page's <picture> asks
 * for it: the same srcset, sizes and media, so the browser reuses the preloaded picture.
 * @param {{ MAIN: { url: string }[] | null, DESKTOP_MAIN: { url: string }[] | null }} images
 * @param {string} apiBase
 */
export function bannerPreloads(images, apiBase) {
  const absolute = (/** @type {string} */ path) => apiUrlAgainst(apiBase, path);
  const { mobile, desktop } = storeBannerSources({ images }, absolute);
  const link = (/** @type {{ src: string, srcSet?: string }} */ sources, /** @type {string} */ media) =>
    `<link rel="preload" as="image" href="${escapeAttribute(sources.src)}"${
      sources.srcSet ? ` imagesrcset="${escapeAttribute(sources.srcSet)}" imagesizes="100vw"` : ''
    } media="${media}" fetchpriority="high">`;
  return [link(mobile, `not all and ${BANNER_DESKTOP_MEDIA}`), link(desktop, BANNER_DESKTOP_MEDIA)];
}

/**
 * The banner in the shell's stand-in (index.html), as the page's <picture> shows it: the same
 * sources, so it is the preloaded picture and the page's own banner finds it in the cache.
 * @param {{ MAIN: { url: string }[] | null, DESKTOP_MAIN: { url: string }[] | null }} images
 * @param {string} apiBase
 */
export function bannerPicture(images, apiBase) {
  const absolute = (/** @type {string} */ path) => apiUrlAgainst(apiBase, path);
  const { mobile, desktop } = storeBannerSources({ images }, absolute);
  const srcSet = (/** @type {{ src: string, srcSet?: string }} */ sources) =>
    escapeAttribute(sources.srcSet ?? sources.src);
  return `<picture><source media="${BANNER_DESKTOP_MEDIA}" srcset="${srcSet(desktop)}" sizes="100vw"><img src="${escapeAttribute(mobile.src)}"${
    mobile.srcSet ? ` srcset="${srcSet(mobile)}" sizes="100vw"` : ''
  } width="800" height="300" alt="" fetchpriority="high"></picture>`;
}

/** @typedef {{ preloads: string[], picture: string }} BannerHint */
/** @type {BannerHint} */
const NO_HINT = { preloads: [], picture: '' };

/**
 * Banner hints per store, asked of the API (`GET /store`) once per store and minute; a slow or
 * failed answer gives no hint, never a slower or broken page.
 * @param {{ apiUrl: string, apiBase: string, fetch?: typeof globalThis.fetch, now?: () => number }} options
 */
export function createStoreBannerHints({ apiUrl, apiBase, fetch = globalThis.fetch, now = Date.now }) {
  /** @type {Map<string, { until: number, hint: Promise<BannerHint> }>} */
  const kept = new Map();

  /** @param {string} storeId @returns {Promise<BannerHint>} */
  async function ask(storeId) {
    const url = `${apiUrl}${apiBase}/store?storeId=${encodeURIComponent(storeId)}`;
    const response = await fetch(url, { headers: { storeId }, signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return NO_HINT;
    const images = imagesOf(await response.json());
    if (!images) return NO_HINT;
    return { preloads: bannerPreloads(images, apiBase), picture: bannerPicture(images, apiBase) };
  }

  /**
   * The hints of a route's page: none unless it shows a store's banner.
   * @param {{ name: string, params: Record<string, string | undefined> } | null} route
   * @returns {Promise<BannerHint>}
   */
  return async function hintsFor(route) {
    const storeId = route && BANNER_ROUTES.has(route.name) ? route.params.sid : undefined;
    if (!storeId || !/^[\w-]{1,64}$/.test(storeId)) return NO_HINT;
    let entry = kept.get(storeId);
    if (!entry || entry.until < now()) {
      entry = { until: now() + HINT_TTL_MS, hint: ask(storeId).catch(() => NO_HINT) };
      kept.set(storeId, entry);
      if (kept.size > 500) kept.delete(kept.keys().next().value ?? storeId);
    }
    const late = new Promise((resolve) => setTimeout(() => resolve(NO_HINT), HINT_WAIT_MS).unref());
    return /** @type {Promise<BannerHint>} */ (Promise.race([entry.hint, late]));
  };
}
