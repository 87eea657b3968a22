/**
 * The catalogue's pictures as the page requests them: the menu draws them, and the host's server
 * names the store banner in the page's HTML (a preload) so it starts with the document instead of
 * after the store's data (issue 18: the banner is the store page's largest paint). One rule for
 * both, so the preload and the image are the same request.
 */

/** Widths of the WebP renditions the demo API keeps beside each of its pictures (api/scripts/generate-images.mjs). */
export const RENDITION_WIDTHS = [160, 320, 640] as const;
const BANNER_WIDTHS = [480, 960, 1600] as const;

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
}

/**
 * An API-relative url (image `url` fields, spec 1 §7) made absolute against an API base; full and
 * `data:` urls are returned as given. The page (`siteApiUrl`) and the host's server use this one rule.
 */
export function apiUrlAgainst(base: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The API's own picture folder: only there do `<name>-<width>.webp` renditions exist. */
const OWN_PICTURE = /^(.*\/images\/(?:items|stores)\/[a-z0-9-]+)\.svg$/;

/**
 * `src` and `srcset` for a catalogue picture, given its url made absolute (`siteApiUrl`): the API's
 * own pictures come in several widths, anything else is used as given.
 */
export function imageSources(absolute: string, kind: 'item' | 'banner' = 'item'): ImageSources {
  const own = OWN_PICTURE.exec(absolute);
  if (!own) return { src: absolute };
  const widths = kind === 'banner' ? BANNER_WIDTHS : RENDITION_WIDTHS;
  const stem = own[1] as string;
  const srcSet = widths.map((width) => `${stem}-${width}.webp ${width}w`).join(', ');
  return { src: `${stem}-${kind === 'banner' ? 960 : 320}.webp`, srcSet };
}

export interface BannerPictures {
  /** Phones: the mobile (MAIN) picture, else the desktop one. */
  readonly mobile: string | null;
  /** Wider screens: the desktop picture, else MAIN. */
  readonly desktop: string | null;
}

interface WithImages {
  readonly images?: {
    readonly MAIN?: readonly { readonly url: string }[] | null;
    readonly DESKTOP_MAIN?: readonly { readonly url: string }[] | null;
  } | null;
}

/** The store's banner pictures (spec 1 §2.4); null means the site's default banner. */
export function bannerPictures(store: WithImages): BannerPictures {
  const main = store.images?.MAIN?.[0]?.url ?? null;
  const desktop = store.images?.DESKTOP_MAIN?.[0]?.url ?? null;
  return { mobile: main ?? desktop, desktop: desktop ?? main };
}

export const DEFAULT_BANNER_PICTURE = '/images/stores/default-banner.svg';

/** Where the banner switches from the mobile picture to the desktop one. */
export const BANNER_DESKTOP_MEDIA = '(min-width: 769px)';

/** How wide a store's tile on the group page shows its picture (one, two or three columns). */
export const STORE_TILE_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/** The banner's sources on phones and on wider screens, urls made absolute by `absolute`. */
export function storeBannerSources(
  store: WithImages,
  absolute: (path: string) => string,
): { readonly mobile: ImageSources; readonly desktop: ImageSources } {
  const pictures = bannerPictures(store);
  return {
    mobile: imageSources(absolute(pictures.mobile ?? DEFAULT_BANNER_PICTURE), 'banner'),
    desktop: imageSources(absolute(pictures.desktop ?? DEFAULT_BANNER_PICTURE), 'banner'),
  };
}
