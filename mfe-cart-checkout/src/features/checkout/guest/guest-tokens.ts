// A guest order's token (issue 23), answered once by POST /order: kept in this browser so the
// diner can follow and cancel the order from the status page (the cart team's key).
import { GuestTokenSchema } from '@owa/shared/api';
import * as v from 'valibot';

export const GUEST_TOKENS_KEY = 'owa.cart.guestOrderTokens';
/** The newest orders kept; older ones are only followed from the account. */
const KEPT = 20;

const TokensSchema = v.record(v.string(), GuestTokenSchema);

function read(storage: Storage): Record<string, string> {
  try {
    const parsed = v.safeParse(TokensSchema, JSON.parse(storage.getItem(GUEST_TOKENS_KEY) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

export function keepGuestToken(
  orderId: string,
  token: string | null | undefined,
  storage: Storage = window.localStorage,
): void {
  if (!token || !v.is(GuestTokenSchema, token)) return;
  const entries = Object.entries(read(storage)).filter(([id]) => id !== orderId);
  entries.push([orderId, token]);
  try {
    storage.setItem(GUEST_TOKENS_KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
  } catch {
    // Storage refused: the order is placed; the guest follows it from this page's success dialog only.
  }
}

export function guestTokenOf(orderId: string, storage: Storage = window.localStorage): string | null {
  return read(storage)[orderId] ?? null;
}
