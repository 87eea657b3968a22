// The store page's largest paint is its banner, and the banner's address is in the store's data,
// which the page knows only after its scripts ran and asked the API. The server knows the route's
// store from the path: it names the banner in the HTML (a preload per screen width), so the picture
// downloads beside the scripts (issue 18, Lighthouse's "LCP request discovery"), and shows it in the
// shell's stand-in, so the diner sees the store's picture while the scripts start instead of grey
// blocks (the page's largest paint no longer waits for them). The group page's largest paint is its
// first store's picture, handled the same way.
import {
  apiUrlAgainst,
  BANNER_DESKTOP_MEDIA,
  STORE_TILE_SIZES,
  storeBannerSources,
} from '@owa/shared/domain';
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
 * @returns {PictureHint}
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
  };
}

/**
 * What the server adds to a page for its largest picture: preload links for the head, and the
 * picture in the stand-in's banner or first card (each empty when the page has none).
 * @typedef {{ preloads: string[], banner: string, firstCard: string }} PictureHint
 */
/** @type {PictureHint} */
const NO_HINT = { preloads: [], banner: '', firstCard: '' };

/**
 * Picture hints per store page (`GET /store`) and group page (`GET /store_group`), asked of the API
 * once per store or group and minute; a slow or failed answer gives no hint, never a slower or
 * broken page.
 * @param {{ apiUrl: string, apiBase: string, fetch?: typeof globalThis.fetch, now?: () => number }} options
 */
export function createPictureHints({ apiUrl, apiBase, fetch = globalThis.fetch, now = Date.now }) {
  /** @type {Map<string, { until: number, hint: Promise<PictureHint> }>} */
  const kept = new Map();

  /** @param {string} path @param {Record<string, string>} headers */
  async function answerOf(path, headers) {
    const response = await fetch(`${apiUrl}${apiBase}${path}`, {
      headers,
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok ? response.json() : null;
  }

  /** @param {string} storeId @returns {Promise<PictureHint>} */
  async function storeHint(storeId) {
    const answer = await answerOf(`/store?storeId=${encodeURIComponent(storeId)}`, { storeId });
    const images = imagesOf(Array.isArray(answer) ? answer[0] : null);
    if (!images) return NO_HINT;
    return {
      preloads: bannerPreloads(images, apiBase),
      banner: bannerPicture(images, apiBase),
      firstCard: '',
    };
  }

  /** @param {string} groupId @returns {Promise<PictureHint>} */
  async function groupHint(groupId) {
    const answer = await answerOf(`/store_group?groupId=${encodeURIComponent(groupId)}`, {});
    const stores = isRecord(answer) && Array.isArray(answer.stores) ? answer.stores : [];
    const images = imagesOf(stores[0]);
    return images ? firstTileHint(images, apiBase) : NO_HINT;
  }

  /** @param {string | undefined} id */
  const usable = (id) => id !== undefined && /^[\w-]{1,64}$/.test(id);

  /**
   * The hints of a route's page: none unless it shows a store's banner or a group's stores.
   * @param {{ name: string, params: Record<string, string | undefined> } | null} route
   * @returns {Promise<PictureHint>}
   */
  return async function hintsFor(route) {
    let key = '';
    /** @type {() => Promise<PictureHint>} */
    let ask = async () => NO_HINT;
    if (route && BANNER_ROUTES.has(route.name) && usable(route.params.sid)) {
      const storeId = String(route.params.sid);
      key = `store:${storeId}`;
      ask = () => storeHint(storeId);
    } else if (route?.name === 'group' && usable(route.params.gid)) {
      const groupId = String(route.params.gid);
      key = `group:${groupId}`;
      ask = () => groupHint(groupId);
    }
    if (!key) return NO_HINT;
    let entry = kept.get(key);
    if (!entry || entry.until < now()) {
      entry = { until: now() + HINT_TTL_MS, hint: ask().catch(() => NO_HINT) };
      kept.set(key, entry);
      if (kept.size > 500) kept.delete(kept.keys().next().value ?? key);
    }
    const late = new Promise((resolve) => setTimeout(() => resolve(NO_HINT), HINT_WAIT_MS).unref());
    return /** @type {Promise<PictureHint>} */ (Promise.race([entry.hint, late]));
  };
}
