// Guest order history kept in the browser per store (spec 3 §3: guestOrderHistory maps a store id to
// a list of order ids). The storage access stays with the caller; these work on its text.
export const GUEST_HISTORY_KEY = 'guestOrderHistory';

export type GuestHistory = Record<string, string[]>;

/** Reads the stored text; anything malformed (or tampered with) yields only the well-formed parts. */
export function parseGuestHistory(raw: string | null | undefined): GuestHistory {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const history: GuestHistory = {};
  for (const [storeId, ids] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(ids)) continue;
    const clean = ids.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
    if (clean.length > 0) history[storeId] = clean;
  }
  return history;
}

export function serializeGuestHistory(history: GuestHistory): string {
  return JSON.stringify(history);
}

/** After a guest order its id is pushed to that store's list, once. */
export function addGuestOrder(
  history: GuestHistory,
  storeId: string | number,
  orderId: string | number,
): GuestHistory {
  const key = String(storeId);
  const id = String(orderId);
  const current = history[key] ?? [];
  if (current.includes(id)) return history;
  return { ...history, [key]: [...current, id] };
}

/** The store's guest orders, newest first. */
export function guestOrdersForStore(history: GuestHistory, storeId: string | number): string[] {
  return [...(history[String(storeId)] ?? [])].reverse();
}
