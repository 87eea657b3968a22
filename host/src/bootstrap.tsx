import { configureSiteApi } from '@owa/shared';
import { reactLifecycles } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { RemoteDirectory } from './federation/remote-directory';
import { fetchRemoteList } from './federation/remote-list';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';
import { HostPages } from './pages/HostPages';
import { composePage } from './shell/compose';
import { startErrorReporting } from './shell/error-reporting';
import { Header } from './shell/Header';
import { HostFrame } from './shell/HostFrame';
import { Snackbar } from './shell/Snackbar';
import { startSession } from './shell/session';

declare global {
  interface Window {
    /** Which build of each remote this page runs; read by support staff and the e2e tests. */
    owaDiagnostics?: { readonly builds: RemoteDirectory['builds'] };
  }
}

function mountShellRoot(elementId: string, area: string, content: ReactNode) {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`The page has no #${elementId}`);
  createRoot(element).render(<HostFrame area={area}>{content}</HostFrame>);
}

async function boot(): Promise<void> {
  const remoteList = await fetchRemoteList();
  configureSiteApi({ baseUrl: remoteList.apiBase, production: remoteList.production });
  startSession();
  startErrorReporting();

  const directory = new RemoteDirectory(remoteList);
  directory.registerAll();
  window.owaDiagnostics = { builds: directory.builds };

  mountShellRoot('owa-header', 'host:header', <Header />);
  const overlays = document.createElement('div');
  document.getElementById('owa-overlays')?.appendChild(overlays);
  overlays.id = 'owa-snackbar';
  mountShellRoot('owa-snackbar', 'host:snackbar', <Snackbar />);

  composePage(
    directory,
    reactLifecycles({ area: 'host-pages', route: true, english, loaders, rootComponent: HostPages }),
  );
  document.getElementById('owa-boot')?.remove();
  start({ urlRerouteOnly: true });
  warmOverlaysWhenIdle();
}

/**
 * The host is the one provider of the overlays singleton (remotes bring no copy: see the build
 * preset), so every remote's dialogs use the design kit's own Chakra and its context. Referencing it
 * here is what makes the host provide it; it loads once the page is idle, off the first paint.
 */
function warmOverlaysWhenIdle() {
  const load = () => void import('@owa/shared/design-kit/overlays').catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

boot().catch((error: unknown) => {
  // Nothing could be composed (the remote list is unreadable): say so instead of a blank page.
  const boot = document.getElementById('owa-boot');
  if (boot) {
    boot.setAttribute('role', 'alert');
    boot.textContent = 'The site could not start. Please reload the page.';
  }
  console.error(error);
});
