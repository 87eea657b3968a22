import type { Store } from '@owa/shared';

/** The store's full postal address, as one line (spec 1 §3 fields). */
export function fullAddress(
  store: Pick<Store, 'address' | 'city' | 'province' | 'country' | 'postalCode'>,
): string {
  return [store.address, store.city, store.province, store.country, store.postalCode]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/** A maps search for the address, opened in a new tab (spec 1 §2.4). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** `tel:` link of a phone number: digits only, with the leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export interface BannerPictures {
  /** Phones: the mobile (MAIN) picture, else the desktop one. */
  readonly mobile: string | null;
  /** Wider screens: the desktop picture, else MAIN. */
  readonly desktop: string | null;
}

/** The store's banner pictures (spec 1 §2.4); null means the site's default banner. */
export function bannerPictures(store: Pick<Store, 'images'>): BannerPictures {
  const main = store.images?.MAIN?.[0]?.url ?? null;
  const desktop = store.images?.DESKTOP_MAIN?.[0]?.url ?? null;
  return { mobile: main ?? desktop, desktop: desktop ?? main };
}

export const DEFAULT_BANNER_PICTURE = '/images/stores/default-banner.svg';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The notice banner's colours: the store's bannerSettings when valid, else white and black. */
export function noticeColours(store: Pick<Store, 'settings'>): { background: string; text: string } {
  const settings = store.settings?.owaSettings?.bannerSettings;
  const background = settings?.backgroundColor ?? '';
  const text = settings?.textColor ?? '';
  return {
    background: HEX_COLOUR.test(background) ? background : '#ffffff',
    text: HEX_COLOUR.test(text) ? text : '#000000',
  };
}

/** Menu display mode: the store's setting, else the group's, else cards (spec 1 §9). */
export function displayMode(
  store: Pick<Store, 'settings'>,
  groupMode?: 'LIST' | 'CARD' | null,
): 'LIST' | 'CARD' {
  return store.settings?.owaSettings?.menuDisplayMode ?? groupMode ?? 'CARD';
}
