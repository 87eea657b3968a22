import { bus, siteApi } from '@owa/shared';
import * as v from 'valibot';

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
  bus.emit('shell:logout', {});
}
