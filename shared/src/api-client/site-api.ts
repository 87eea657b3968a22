import { bus } from '../bus';
import { apiUrlAgainst } from '../domain/pictures/pictures';
import { type ApiClient, createApiClient } from './client';

export interface SiteApiConfig {
  readonly baseUrl: string;
  readonly production: boolean;
  /** The page's fetch (the host may share answers between hops); the browser's by default. */
  readonly fetch?: typeof fetch;
}

const CLIENT_KEY = Symbol.for('owa.site-api.v1');
const BASE_KEY = Symbol.for('owa.site-api-base.v1');
type GlobalWithClient = typeof globalThis & { [CLIENT_KEY]?: ApiClient; [BASE_KEY]?: string };

/**
 * Wires the page's one API client to the bus: headers come from the shell's session channel,
 * USR_ERR_0030 becomes a forced-logout command, other errors become error snacks.
 * Called once by the host at start.
 */
export function configureSiteApi(config: SiteApiConfig): ApiClient {
  const client = createApiClient({
    baseUrl: config.baseUrl,
    production: config.production,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    context: () => {
      const session = bus.current('shell:session');
      return {
        token: session?.token ?? null,
        storeId: session?.storeId ?? null,
        groupId: session?.groupId ?? null,
        acceptLanguage: session?.language ?? 'en',
      };
    },
    onForcedLogout: (reason) => bus.emit('shell:logout-forced', { reason }),
    onErrorMessage: (message) => bus.emit('shell:snack', { message, status: 'error' }),
  });
  (globalThis as GlobalWithClient)[CLIENT_KEY] = client;
  (globalThis as GlobalWithClient)[BASE_KEY] = config.baseUrl;
  return client;
}

/** The page's API client; the host configures it before any remote mounts. */
export function siteApi(): ApiClient {
  const client = (globalThis as GlobalWithClient)[CLIENT_KEY];
  if (!client) throw new Error('The site API is used before the host configured it');
  return client;
}

/**
 * An API-relative url (image `url` fields, spec 1 §7) made absolute against the configured API
 * base; full urls are returned as given.
 */
export function siteApiUrl(path: string): string {
  return apiUrlAgainst((globalThis as GlobalWithClient)[BASE_KEY] ?? '/api/v1', path);
}
