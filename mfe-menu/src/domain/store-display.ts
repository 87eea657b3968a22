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

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (offset: number) => {
    const value = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The notice banner's colours (spec 1 §2.4): the store's bannerSettings when valid, else white and
 * black. A text colour that would be hard to read on the background (under WCAG AA's 4.5:1) gives
 * way to black or white, whichever reads better: the notice must stay legible whatever was set.
 */
export function noticeColours(store: Pick<Store, 'settings'>): { background: string; text: string } {
  const settings = store.settings?.owaSettings?.bannerSettings;
  const background = HEX_COLOUR.test(settings?.backgroundColor ?? '')
    ? (settings?.backgroundColor as string)
    : '#ffffff';
  const wanted = HEX_COLOUR.test(settings?.textColor ?? '') ? (settings?.textColor as string) : '#000000';
  if (contrastRatio(background, wanted) >= 4.5) return { background, text: wanted };
  const text =
    contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
  return { background, text };
}

/** The store's notice (bannerSettings.message, HTML from the server) when enabled. */
export function noticeHtml(store: Pick<Store, 'settings'>): string | null {
  const settings = store.settings?.owaSettings?.bannerSettings as
    | { readonly enabled?: unknown; readonly message?: unknown }
    | null
    | undefined;
  if (!settings || settings.enabled === false) return null;
  return typeof settings.message === 'string' && settings.message.trim() !== '' ? settings.message : null;
}

/**
 * The store's notice when it is markup (a tag or a character reference), else null. Plain words
 * read the same as text as they do parsed as HTML, so only markup needs the sanitiser (DOMPurify,
 * 11 KB gzip, on the store page's path whenever a notice had any text at all, issue 18).
 */
export function noticeMarkup(store: Pick<Store, 'settings'>): string | null {
  const notice = noticeHtml(store);
  return notice !== null && /[<&]/.test(notice) ? notice : null;
}

/** Menu display mode: the store's setting, else the group's, else cards (spec 1 §9). */
export function displayMode(
  store: Pick<Store, 'settings'>,
  groupMode?: 'LIST' | 'CARD' | null,
): 'LIST' | 'CARD' {
  return store.settings?.owaSettings?.menuDisplayMode ?? groupMode ?? 'CARD';
}
