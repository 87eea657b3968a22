// The renditions the API keeps are the contract's rule (the host's server preloads the banner with it).
export { type ImageSources, imageSources, RENDITION_WIDTHS } from '@owa/shared/domain';

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
