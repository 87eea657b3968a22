// The `referrer` query (a customer id) is carried from the visit to the login (spec 3 §2, §4
// Referral): kept for the tab's life so a login a few pages later still sends it.
const KEY = 'owa.account.referrer';

export function rememberReferrer(search: string, storage: Storage = window.sessionStorage): string | null {
  const referrer = new URLSearchParams(search).get('referrer')?.trim();
  if (!referrer) return null;
  try {
    if (storage.getItem(KEY) === referrer) return null;
    storage.setItem(KEY, referrer);
  } catch {
    // Storage can be refused (private mode): the URL still carries it for this page.
  }
  return referrer;
}

export function currentReferrer(search: string = window.location.search): string | null {
  const fromUrl = new URLSearchParams(search).get('referrer')?.trim();
  if (fromUrl) return fromUrl;
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** A logout ends the visit the referral came with (spec 3 §4). */
export function forgetReferrer(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing was kept where storage is refused.
  }
}
