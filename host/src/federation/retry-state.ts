/**
 * Retries per remote origin. Chrome answers a repeated request for a script that failed in this
 * document with the same failure, without asking the network, so a retried remote loads its
 * entry under a fresh URL. Kept free of shared modules: the federation runtime plugin reads it.
 */
const retriesByOrigin = new Map<string, number>();

export function markRetry(origin: string): number {
  const next = (retriesByOrigin.get(origin) ?? 0) + 1;
  retriesByOrigin.set(origin, next);
  return next;
}

/** The URL to load now: unchanged until the origin has been retried. */
export function retryAwareUrl(url: string): string {
  const parsed = new URL(url, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI);
  const retries = retriesByOrigin.get(parsed.origin);
  if (!retries) return url;
  parsed.searchParams.set('retry', String(retries));
  return parsed.href;
}
