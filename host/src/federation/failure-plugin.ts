import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackEntry } from './fallback-entry';
import { freshRetryUrl } from './retry-url';

/** A remote's entry script is tried this many times before the remote is given up for this page view. */
export const ENTRY_ATTEMPTS = 3;
const BACKOFF_MS = [0, 400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryLoadFailure = Parameters<LoadEntryError>[0];
type RemoteEntryExports = NonNullable<Awaited<Awaited<ReturnType<LoadEntryError>>>>;

/**
 * The runtime calls this when a remote's entry script did not load (a network error or an error
 * answer: a script tag cannot tell a 503 from a 404, so both are tried again). Each attempt waits
 * its back-off and loads the entry under a fresh URL space; undefined lets the runtime's error stand.
 */
export async function retryEntryScript(
  { getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: EntryLoadFailure,
  backoffMs: readonly number[] = BACKOFF_MS,
): Promise<RemoteEntryExports | undefined> {
  // The failed load is still registered under its key; the runtime would hand it back.
  delete globalLoading[uniqueKey];
  for (let attempt = 1; attempt < ENTRY_ATTEMPTS; attempt += 1) {
    await wait(backoffMs[attempt] ?? 0);
    try {
      const exports = await getRemoteEntry({
        origin,
        remoteInfo: { ...remoteInfo, entry: freshRetryUrl(remoteInfo.entry) },
      });
      if (exports) return exports;
    } catch {
      // The next attempt, or the runtime's own error after the last.
    }
  }
  return undefined;
}

/**
 * Two of the three failure layers (ARCHITECTURE §2): retries for transient errors (the official
 * retry plugin's releases lag behind runtime 2.x, so the retry lives here), and a fallback module
 * when a remote cannot be loaded, so that only its area shows a retry card. The third layer is the
 * render error boundary in the design kit.
 */
const failurePlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'owa-failure-plugin',
  loadEntryError(failure) {
    // Its type asks for a promise of a promise, which `await` flattens all the same (runtime-core's
    // load.js awaits the hook's answer once): one promise of the exports is what it reads.
    return retryEntryScript(failure) as unknown as ReturnType<LoadEntryError>;
  },
  // The runtime may call this at several lifecycles for one failed load; the remote directory,
  // which sees the one outcome of the load, reports it. (The plugin runs before any shared module,
  // the bus among them, may load, so it imports nothing shared.)
  async errorLoadRemote({ id, error, lifecycle }) {
    const message = error instanceof Error ? error.message : String(error);
    return fallbackEntry(id, `failed at ${lifecycle}: ${message}`);
  },
});

export default failurePlugin;
