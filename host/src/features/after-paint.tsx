import { storeDisplayLanguages } from '@owa/shared/domain';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteList } from '../federation/remote-list';
import { shellEnglish$ } from '../i18n/boot-english';
import { english } from '../i18n/english';
import { startErrorReporting } from '../shell/error-reporting';
import { HostFrame } from '../shell/HostFrame';
import { attributeReport } from '../shell/report-attribution';
import { Snackbar } from '../shell/Snackbar';
import type { SessionControl } from '../shell/session';
import { SiteFooter } from './custom-header/SiteFooter';
import { BackToTop } from './header/BackToTop';
import { fullHeaderParts } from './header/FullHeader';
import { headerParts$ } from './header/header-extras';
import { followLogout } from './navigation/logout';
import { followManifest, registerServiceWorker } from './pwa/pwa';
import { followRouteStore } from './store-context/store-context';
import { followStoreSwitches } from './store-context/store-switch-in-page';

function mount(element: HTMLElement | null, area: string, content: ReactNode): void {
  if (element) createRoot(element).render(<HostFrame area={area}>{content}</HostFrame>);
}

/**
 * What only decorates the page, loaded after the route's first paint so that the shell adds
 * nothing to the store page's critical path: the store and group behind the header, the footer,
 * back-to-top, the manifest and the service worker.
 */
export function startAfterPaint(
  session: SessionControl,
  overlay: (id: string) => HTMLElement,
  earlyFailures: readonly unknown[],
  remoteList: RemoteList,
): void {
  // Each report names the remote build that raised it, for the release's automatic rollback.
  startErrorReporting(undefined, window, earlyFailures, (error, source) =>
    attributeReport(error, source, remoteList),
  );
  followRouteStore(({ store, group }) =>
    session.learn({
      store: store
        ? {
            displayLanguages: storeDisplayLanguages(store),
            storeLanguages: store.languages ?? group?.languages ?? null,
            groupId: store.groupId ?? group?.groupId ?? null,
          }
        : undefined,
    }),
  );
  // Snacks sent before this waited on the bus for their handler (bounded): none is lost.
  mount(overlay('owa-snackbar'), 'host:snackbar', <Snackbar />);
  // The header root then speaks the full catalogue; it shows the full parts once it does.
  shellEnglish$.next(english);
  headerParts$.next(fullHeaderParts);
  // Commands sent before this waited on the bus for their handler (bounded): none is lost.
  followLogout();
  followStoreSwitches();
  followManifest();
  mount(document.getElementById('owa-footer'), 'host:footer', <SiteFooter />);
  mount(overlay('owa-back-to-top'), 'host:back-to-top', <BackToTop />);
  registerServiceWorker();
}
