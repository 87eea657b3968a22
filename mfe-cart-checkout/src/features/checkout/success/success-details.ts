import type { Store } from '@owa/shared/entities';

/** Spec 2 §2: the order id, or the display id when the store uses display ids. */
export function shownOrderNumber(
  store: Pick<Store, 'settings'>,
  orderId: string,
  displayId: string | null,
): string {
  return store.settings?.orderSettings?.useDisplayId && displayId ? displayId : orderId;
}

/** The estimated delay in hours and minutes. */
export function readyIn(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A maps search for the store's address (spec 2 §7: address, city and postal code). */
export function mapsSearchUrl(store: Pick<Store, 'address' | 'city' | 'postalCode'>): string {
  const query = [store.address, store.city, store.postalCode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function directionsUrl(store: Pick<Store, 'address' | 'city' | 'postalCode'>): string {
  const query = [store.address, store.city, store.postalCode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}

/** The maps review page for the store's place id. */
export function reviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/** The store's loss message in the diner's language, else English, else null (the caller's fallback). */
export function lossMessage(store: Pick<Store, 'settings'>, language: string): string | null {
  const settings = store.settings?.orderSettings as
    | { orderBonus?: { lossMessage?: { translations?: unknown } } }
    | undefined;
  const list = settings?.orderBonus?.lossMessage?.translations;
  if (!Array.isArray(list)) return null;
  const entries = list.filter(
    (entry): entry is { lang: string; value: string } =>
      !!entry &&
      typeof entry.lang === 'string' &&
      typeof entry.value === 'string' &&
      entry.value.trim() !== '',
  );
  const base = language.split('-')[0];
  const found =
    entries.find((entry) => entry.lang === language) ??
    entries.find((entry) => entry.lang === base) ??
    entries.find((entry) => entry.lang === 'en');
  return found?.value ?? null;
}

/** Removes orderId and displayId from the address bar without a navigation (spec 2 §2). */
export function withoutOrderQuery(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('orderId') && !url.searchParams.has('displayId')) return null;
  url.searchParams.delete('orderId');
  url.searchParams.delete('displayId');
  return `${url.pathname}${url.search}${url.hash}`;
}
