import { matchRoute } from '@owa/shared';

/**
 * Installable per group (spec 3 §2 Global guards: home-screen icons 72–192 px per group): the
 * manifest of the group (or store) of the page, served by the host at /owa/manifest/{id}.
 */
export function followManifest(): () => void {
  const update = () => {
    const params = (matchRoute(window.location.pathname)?.params ?? {}) as Record<string, string | undefined>;
    const id = params.gid ?? params.sid;
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

/** The service worker (spec 1 §9, under the base path), registered once the page is idle. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void import(/* webpackChunkName: "sw-window" */ 'workbox-window')
      .then(({ Workbox }) => new Workbox('/owa/sw.js', { scope: '/owa/' }).register())
      .catch(() => undefined);
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  if (document.readyState === 'complete') idle(register);
  else window.addEventListener('load', () => idle(register), { once: true });
}
