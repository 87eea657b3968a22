import type { RemoteName } from '@owa/shared';
import * as v from 'valibot';

export type { RemoteName };

/** The deployables the host composes; their URLs come from the server's environment, never the bundle. */
export const REMOTE_NAMES = [
  'mfe-menu',
  'mfe-cart-checkout',
  'mfe-account-loyalty',
] as const satisfies readonly RemoteName[];

const RemoteSchema = v.object({
  name: v.picklist(REMOTE_NAMES),
  /** The Module Federation container name, e.g. mfe_menu. */
  federationName: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  /** URL of the remote's entry script (remoteEntry.js; its mf-manifest.json sits beside it). */
  entry: v.pipe(v.string(), v.url()),
  /** The versioned build this diner is served (the release directory); absent: the root build. */
  build: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/))),
});

/** `/owa/remotes.json`, answered per diner by the host's server from its environment and release directory. */
export const RemoteListSchema = v.object({
  apiBase: v.pipe(v.string(), v.minLength(1)),
  production: v.boolean(),
  remotes: v.array(RemoteSchema),
  /** The deployment's home groups and custom headers, validated where used (site-config.ts). */
  site: v.optional(v.unknown()),
});

export type RemoteList = v.InferOutput<typeof RemoteListSchema>;
export type RemoteDescriptor = RemoteList['remotes'][number];

export const REMOTE_LIST_URL = '/owa/remotes.json';

export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RemoteList> {
  const response = await fetchImpl(REMOTE_LIST_URL, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote list could not be read (HTTP ${response.status})`);
  return v.parse(RemoteListSchema, await response.json());
}
