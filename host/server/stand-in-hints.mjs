// What the server writes into the shell's stand-in (index.html) from the route's store or group, so
// the diner sees the page's own content while the scripts start instead of grey blocks alone:
// - The store page's largest paint is its banner, whose address is in the store's data, which the
//   page knows only after its scripts ran and asked the API. The server knows the route's store from
//   the path: it names the banner in the HTML (a preload per screen width), so the picture downloads
//   beside the scripts (issue 18, Lighthouse's "LCP request discovery"), and shows it in the stand-in.
// - The group page's largest paint is its first store's picture, handled the same way.
// - The checkout's stand-in is the form's shape with the store's line ('Maple Downtown, 100 King St
//   W, Toronto') where the form shows it: what the diner is ordering from, before the form can paint.
import {
  apiUrlAgainst,
  BANNER_DESKTOP_MEDIA,
  STORE_TILE_SIZES,
  storeBannerSources,
  storeLine,
} from '@owa/shared/domain';
import { escapeAttribute, escapeText } from './html.mjs';

/** How long the API's answer for a store or group is reused before it is asked again. */
export const HINT_TTL_MS = 60_000;
/** The page is never held for a hint longer than this: without it, the page starts as before. */
export const HINT_WAIT_MS = 250;

/** The routes whose page shows the store banner (its sub-header), by route name. */
const BANNER_ROUTES = new Set(['store', 'store1', 'menu-selection', 'table-qr-entry']);

/**
 * Which page's shape the stand-in takes ('store', 'checkout' or 'group'; '' for the store page's
 * grey blocks on any other route). Written on the stand-in's own element, which the browser reads
 * before the banner and the cards: it may paint the stand-in before the rest of the HTML is parsed,
 * so a shape that depended on markup further down (the group's picture, the checkout's line) could
 * show the banner and then take it away (a layout shift of 0.14 on the group page, issue 18).
 * @param {{ name: string } | null} route
 * @returns {'store' | 'checkout' | 'group' | ''}
 */
export function standInPage(route) {
  if (!route) return '';
  if (BANNER_ROUTES.has(route.name)) return 'store';
  if (route.name === 'checkout' || route.name === 'group') return route.name;
  return '';
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null;

/** @param {unknown} list @returns {{ url: string }[] | null} */
function pictureList(list) {
  if (!Array.isArray(list)) return null;
  const pictures = list.filter((entry) => isRecord(entry) && typeof entry.url === 'string');
  return pictures.length > 0 ? pictures.map((entry) => ({ url: String(entry.url) })) : null;
}

/** A store's pictures, or null when `store` is none. */
function imagesOf(/** @type {unknown} */ store) {
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

/**
 * The group page's first store picture: its preload, and the picture for the stand-in's first card.
 * @param {{ MAIN: { url: string }[] | null, DESKTOP_MAIN: { url: string }[] | null }} images
 * @param {string} apiBase
 * @returns {StandInHint}
 */
export function firstTileHint(images, apiBase) {
  const absolute = (/** @type {string} */ path) => apiUrlAgainst(apiBase, path);
  const { mobile } = storeBannerSources({ images }, absolute);
  const srcSet = mobile.srcSet ? escapeAttribute(mobile.srcSet) : '';
  return {
    preloads: [
      `<link rel="preload" as="image" href="${escapeAttribute(mobile.src)}"${
        srcSet ? ` imagesrcset="${srcSet}" imagesizes="${STORE_TILE_SIZES}"` : ''
      } fetchpriority="high">`,
    ],
    banner: '',
    firstCard: `<img src="${escapeAttribute(mobile.src)}"${
      srcSet ? ` srcset="${srcSet}" sizes="${STORE_TILE_SIZES}"` : ''
    } width="800" height="300" alt="" fetchpriority="high">`,
    storeLine: null,
  };
}

/**
 * What the server adds to a page: preload links for the head, the picture in the stand-in's banner
 * or first card (each empty when the page has none), and on the checkout the stand-in's store line
 * (null on other pages; empty when the store is not known in time, which keeps the form's shape).
 * @typedef {{ preloads: string[], banner: string, firstCard: string, storeLine: string | null }} StandInHint
 */
/** @type {StandInHint} */
const NO_HINT = { preloads: [], banner: '', firstCard: '', storeLine: null };

/** @param {unknown} answer @param {string} apiBase @returns {StandInHint} */
function storeHint(answer, apiBase) {
  const images = imagesOf(answer);
  if (!images) return NO_HINT;
  return { ...NO_HINT, preloads: bannerPreloads(images, apiBase), banner: bannerPicture(images, apiBase) };
}

/** @param {unknown} answer @returns {StandInHint} */
function checkoutHint(answer) {
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : null);
  const line = isRecord(answer)
    ? storeLine({ name: text(answer.name), address: text(answer.address), city: text(answer.city) })
    : '';
  return { ...NO_HINT, storeLine: `<p class="store-line">${escapeText(line)}</p>` };
}

/** @param {unknown} answer @param {string} apiBase @returns {StandInHint} */
function groupHint(answer, apiBase) {
  const stores = isRecord(answer) && Array.isArray(answer.stores) ? answer.stores : [];
  const images = imagesOf(stores[0]);
  return images ? firstTileHint(images, apiBase) : NO_HINT;
}

/**
 * Stand-in hints per store page and checkout (`GET /store`) and group page (`GET /store_group`),
 * asked of the API once per store or group and minute; a slow or failed answer gives no hint, never
 * a slower or broken page.
 * @param {{ apiUrl: string, apiBase: string, fetch?: typeof globalThis.fetch, now?: () => number }} options
 */
export function createStandInHints({ apiUrl, apiBase, fetch = globalThis.fetch, now = Date.now }) {
  /**
   * Per API path, its answer (null when it failed) and the hints made from it, by route kind: each
   * made once a minute, not per page request.
   * @type {Map<string, { until: number, answer: Promise<unknown>, hints: Map<string, Promise<StandInHint>> }>}
   */
  const kept = new Map();

  /**
   * The hint of kind `kind` made by `make` from the API's answer to `path`.
   * @param {string} path @param {Record<string, string>} headers @param {string} kind
   * @param {(answer: unknown) => StandInHint} make
   */
  function hintFrom(path, headers, kind, make) {
    let entry = kept.get(path);
    if (!entry || entry.until < now()) {
      const answer = fetch(`${apiUrl}${apiBase}${path}`, { headers, signal: AbortSignal.timeout(2_000) })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      entry = { until: now() + HINT_TTL_MS, answer, hints: new Map() };
      kept.set(path, entry);
      if (kept.size > 500) kept.delete(kept.keys().next().value ?? path);
    }
    let hint = entry.hints.get(kind);
    if (!hint) {
      hint = entry.answer.then(make);
      entry.hints.set(kind, hint);
    }
    return hint;
  }

  /** @param {string} storeId @param {string} kind @param {(store: unknown) => StandInHint} make */
  const fromStore = (storeId, kind, make) =>
    hintFrom(`/store?storeId=${encodeURIComponent(storeId)}`, { storeId }, kind, (answer) =>
      make(Array.isArray(answer) ? answer[0] : null),
    );

  /** @param {string | undefined} id */
  const usable = (id) => id !== undefined && /^[\w-]{1,64}$/.test(id);

  /**
   * The hints of a route's page: none unless it shows a store's banner, a group's stores or the
   * checkout form.
   * @param {{ name: string, params: Record<string, string | undefined> } | null} route
   * @returns {Promise<StandInHint>}
   */
  return async function hintsFor(route) {
    /** @type {Promise<StandInHint>} */
    let hint;
    /** What the page gets when the API is late. */
    let late = NO_HINT;
    const page = standInPage(route);
    const sid = route?.params.sid;
    const gid = route?.params.gid;
    if (page === 'store' && usable(sid)) {
      hint = fromStore(String(sid), 'banner', (store) => storeHint(store, apiBase));
    } else if (page === 'checkout' && usable(sid)) {
      hint = fromStore(String(sid), 'checkout', checkoutHint);
      late = checkoutHint(null);
    } else if (page === 'group' && usable(gid)) {
      const path = `/store_group?groupId=${encodeURIComponent(String(gid))}`;
      hint = hintFrom(path, {}, 'group', (answer) => groupHint(answer, apiBase));
    } else return NO_HINT;
    const timeout = new Promise((resolve) => setTimeout(() => resolve(late), HINT_WAIT_MS).unref());
    return /** @type {Promise<StandInHint>} */ (Promise.race([hint, timeout]));
  };
}
