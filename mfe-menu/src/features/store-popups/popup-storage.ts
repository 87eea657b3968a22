// Browser flags of the pop-ups (spec 1 §3, §9): forcePopup and forcePopupReferral are set by menu
// selection and read once here; the visit marker is this team's own key.
export const FORCE_POPUP_KEY = 'forcePopup';
export const FORCE_POPUP_REFERRAL_KEY = 'forcePopupReferral';
const visitedKey = (storeId: string) => `owa.menu.visited.${storeId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the pop-up may show again, nothing worse.
  }
}

/** Reads and clears the flags, and records this visit. */
export function takePopupFlags(storeId: string) {
  const flags = { firstVisit: read(visitedKey(storeId)) === null, ...peekPopupFlags() };
  write(FORCE_POPUP_KEY, null);
  write(FORCE_POPUP_REFERRAL_KEY, null);
  write(visitedKey(storeId), String(Date.now()));
  return flags;
}

/** Set by menu selection before it opens the store page (spec 1 §2.2). */
export function forcePopupsOnArrival(withReferral: boolean): void {
  write(FORCE_POPUP_KEY, 'true');
  if (withReferral) write(FORCE_POPUP_REFERRAL_KEY, 'true');
}

/** The flags menu selection set, read without taking them (what to wait for before loading). */
export function peekPopupFlags() {
  return {
    forcePopup: read(FORCE_POPUP_KEY) === 'true',
    forceReferral: read(FORCE_POPUP_REFERRAL_KEY) === 'true',
  };
}
