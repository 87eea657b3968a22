/**
 * What the deployment told the shell at start (from /owa/remotes.json). The site configuration
 * stays raw here: only the code that uses it (loaded after the first paint) validates it, see
 * `siteConfig()` in ../custom-header/site-config.ts.
 */
export interface Site {
  readonly apiBase: string;
  readonly config: unknown;
}

let site: Site = { apiBase: '/api/v1', config: undefined };

export function setSite(next: Site): void {
  site = next;
}

export function currentSite(): Site {
  return site;
}

/** Image paths from the API are relative to its base (docs/api.md). */
export function apiAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${site.apiBase.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
