/** Widths of the WebP renditions the demo API keeps beside each of its pictures (api/scripts/generate-images.mjs). */
export const RENDITION_WIDTHS = [160, 320, 640] as const;
const BANNER_WIDTHS = [480, 960, 1600] as const;

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
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

/** The item's picture url: images.MAIN first, then the two legacy spellings (spec 1 §3). */
export function itemImageUrl(item: {
  readonly images?: { readonly MAIN?: readonly { readonly url: string }[] | null } | null;
  readonly imageURL?: string | null;
  readonly imageUrl?: string | null;
}): string | null {
  return item.images?.MAIN?.[0]?.url ?? item.imageURL ?? item.imageUrl ?? null;
}

/** The card's fallback food picture (spec 1 §8: shown in CARD view when the dish's own fails). */
export const FALLBACK_ITEM_PICTURE = '/images/items/fallback.svg';
