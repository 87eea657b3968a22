import { EMPTY_SITE_CONFIG, type SiteConfig } from '../custom-header/site-config';

/** What the deployment told the shell at start (from /owa/remotes.json). */
export interface Site {
  readonly apiBase: string;
  readonly config: SiteConfig;
}

let site: Site = { apiBase: '/api/v1', config: EMPTY_SITE_CONFIG };

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
