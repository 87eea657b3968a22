import { createSlicedRoot } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';

import type { RemoteList } from '../federation/remote-list';
import { startErrorReporting } from '../shell/error-reporting';
import { HostFrame } from '../shell/HostFrame';
import { attributeReport } from '../shell/report-attribution';
import { SiteFooter } from './custom-header/SiteFooter';
import { BackToTop } from './header/BackToTop';
import { followLogout } from './navigation/logout';
import { followManifest, registerServiceWorker } from './pwa/pwa';
import { followStoreSwitches } from './store-context/store-switch-in-page';

function mount(element: HTMLElement | null, area: string, content: ReactNode): void {
  if (element) createSlicedRoot(element).render(<HostFrame area={area}>{content}</HostFrame>);
}

/**
 * What only decorates the page, loaded after the route's first paint so that the shell adds
 * nothing to the store page's critical path: error reporting, the footer, back-to-top, the manifest
 * and the service worker. (The snackbar mounts with the first snack: snack-feed.ts.)
 */
export function startAfterPaint(
  overlay: (id: string) => HTMLElement,
  earlyFailures: readonly unknown[],
  remoteList: RemoteList,
): void {
  // Each report names the remote build that raised it, for the release's automatic rollback.
  startErrorReporting(undefined, window, earlyFailures, (error, source) =>
    attributeReport(error, source, remoteList),
  );
  // Commands sent before this waited on the bus for their handler (bounded): none is lost.
  followLogout();
  followStoreSwitches();
  followManifest();
  mount(document.getElementById('owa-footer'), 'host:footer', <SiteFooter />);
  mount(overlay('owa-back-to-top'), 'host:back-to-top', <BackToTop />);
  registerServiceWorker();
}
