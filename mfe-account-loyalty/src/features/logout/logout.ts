import { bus, siteApi } from '@owa/shared';
import * as v from 'valibot';
import { forgetReferrer } from '../referral';

/** Spec 3 §4: what a logout keeps of the address; a referral belongs to the visit, not the next diner. */
const KEPT_ON_LOGOUT = ['vc', 'dineInOnly', 'tid'] as const;

/** The address without the visit's other parameters, or null when it has none to drop. */
export function addressAfterLogout(pathname: string, search: string, hash: string): string | null {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of from) {
    if ((KEPT_ON_LOGOUT as readonly string[]).includes(name)) kept.append(name, value);
  }
  if ([...kept].length === [...from].length) return null;
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Logout (spec 3 §4): the server revokes the token, then the shell clears its auth key; the account
 * state clears when the session loses its user (connect-bus), the same path a forced logout takes.
 * The cart keeps its lines: the spec's logout list does not include them.
 */
export async function logOut(): Promise<void> {
  try {
    await siteApi().request('/customer/logout', { method: 'POST', schema: v.unknown(), silent: true });
  } catch {
    // The local logout goes ahead: a token the server no longer knows is useless anyway.
  }
  // Before the shell leads on: its navigation carries `referrer` from the current address.
  const { pathname, search, hash } = window.location;
  const address = addressAfterLogout(pathname, search, hash);
  if (address) window.history.replaceState(window.history.state, '', address);
  forgetReferrer();
  bus.emit('shell:logout', {});
}
