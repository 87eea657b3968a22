import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackEntry } from './fallback-entry';

/** Transient network errors are retried before a remote is given up for this page view. */
export const FETCH_ATTEMPTS = 3;
const BACKOFF_MS = [0, 400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Network errors and 5xx answers are tried again; a 4xx is an answer, not a glitch. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit | undefined,
  fetchImpl: typeof fetch = (input, options) => fetch(input, options),
  backoffMs: readonly number[] = BACKOFF_MS,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < FETCH_ATTEMPTS; attempt += 1) {
    await wait(backoffMs[attempt] ?? 0);
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Two of the three failure layers (ARCHITECTURE §2): retries for transient errors (the official
 * retry plugin's releases lag behind runtime 2.x, so the retry lives here), and a fallback module
 * when a remote cannot be loaded, so that only its area shows a retry card. The third layer is the
 * render error boundary in the design kit.
 */
const failurePlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'owa-failure-plugin',
  fetch(url, init) {
    return fetchWithRetry(url, init);
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
