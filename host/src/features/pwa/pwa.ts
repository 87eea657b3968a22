import { matchRoute, routeParam } from '@owa/shared';

/**
 * Installable per group (spec 3 §2 Global guards: home-screen icons 72–192 px per group): the
 * manifest of the group (or store) of the page, served by the host at /owa/manifest/{id}.
 */
export function followManifest(): () => void {
  const update = () => {
    const route = matchRoute(window.location.pathname);
    const id = routeParam(route, 'gid') ?? routeParam(route, 'sid');
    if (!id) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.appendChild(link);
    }
    const href = `/owa/manifest/${encodeURIComponent(id)}`;
    if (link.getAttribute('href') !== href) link.href = href;
  };
  update();
  window.addEventListener('single-spa:routing-event', update);
  return () => window.removeEventListener('single-spa:routing-event', update);
}

/** The content-hashed scripts and styles this page loaded, from the host or any remote. */
export function hashedResourcesLoaded(entries: readonly { name: string }[]): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => /\.[0-9a-f]{8,}\.(?:js|css)$/.test(new URL(name, window.location.href).pathname));
}

/**
 * The service worker (spec 1 §9, under the base path), registered once the page is idle. It then
 * caches the chunks this first visit already loaded, so the next visit takes them from the cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = async () => {
    const { Workbox } = await import(/* webpackChunkName: "sw-window" */ 'workbox-window');
    const workbox = new Workbox('/owa/sw.js', { scope: '/owa/' });
    await workbox.register();
    await navigator.serviceWorker.ready;
    const urlsToCache = hashedResourcesLoaded(performance.getEntriesByType('resource'));
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  };
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const later = () => idle(() => void register().catch(() => undefined));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
