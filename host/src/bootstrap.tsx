import { bus, configureSiteApi, matchRoute } from '@owa/shared';
import { brandSystemSteps, createSlicedRoot } from '@owa/shared/design-kit';
import { storeDisplayLanguages } from '@owa/shared/domain';
import type { ReactNode } from 'react';

import { start } from 'single-spa';
import { Header } from './features/header/Header';
import { headerShown } from './features/header/header-shown';
import { loadFullHeader } from './features/header/load-full-header';
import { startNavigation } from './features/navigation/navigation';
import { setSite } from './features/store-context/site';
import { followRouteStore } from './features/store-context/store-context';
import { settleStoreAtStart } from './features/store-context/store-switching';
import { announceTableScan } from './features/table-qr/announce-scan';
import { setRemoteWarmer } from './features/table-qr/remote-warmer';
import { shareResponsesForQrEntry, sharingFetch } from './features/table-qr/shared-responses';
import { warmQrEntry } from './features/table-qr/warm-qr-entry';
import { RemoteDirectory } from './federation/remote-directory';
import { fetchRemoteList } from './federation/remote-list';
import { afterInteractive, afterQuiet } from './shell/after-interactive';
import { BootFrame } from './shell/BootFrame';
import { blockedByLogin, composePage, PAGE_SETTLE_TIMEOUT_MS } from './shell/compose';
import { nextTask } from './shell/next-task';
import { prefetchLateScripts } from './shell/prefetch-late-scripts';
import { startSession } from './shell/session';
import { followSnacks } from './shell/snack-feed';
import { warmPageIntl } from './shell/warm-intl';

declare global {
  interface Window {
    /** Which build of each remote this page runs; read by support staff and the e2e tests. */
    owaDiagnostics?: { readonly builds: RemoteDirectory['builds'] };
  }
}

function mountShellRoot(element: HTMLElement | null, area: string, content: ReactNode) {
  if (!element) throw new Error(`The page has no element for ${area}`);
  createSlicedRoot(element).render(
    <BootFrame area={area} ownsBrandTokens>
      {content}
    </BootFrame>,
  );
}

function overlayElement(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.getElementById('owa-overlays')?.appendChild(element);
  return element;
}

/** kioskMode and PixelCode are read once and leave the address bar (spec 1 §2.1). */
async function readQueryOnce(): Promise<{ kioskMode?: boolean }> {
  if (!/[?&](?:kioskMode|PixelCode)=/.test(window.location.search)) return {};
  const { readShellQuery } = await import('./domain/query-params');
  const query = readShellQuery(window.location.search);
  if (query.cleanedSearch !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query.cleanedSearch}`,
    );
  }
  return query.kioskMode === null ? {} : { kioskMode: query.kioskMode };
}

/**
 * A table QR's step (its requests, the menu remote's code) starts here, once the API and the
 * session are known, rather than after the shell's page code has loaded (issue 11's QR budget).
 */
function startTableQrEarly(): void {
  const route = matchRoute(window.location.pathname);
  if (route?.name !== 'table-qr-entry') return;
  const { params } = route;
  warmQrEntry(params.sid, params.tid);
  announceTableScan({ groupId: params.gid, storeId: params.sid, tableId: params.tid });
  void import('./features/table-qr/early-entry').then(({ scanOf, startTableQrEntry }) =>
    startTableQrEntry(scanOf(params, window.location.search)),
  );
}

/** Failures before the reporter loads (after the first paint) are kept and reported then. */
const earlyFailures: unknown[] = [];
const keepError = (event: ErrorEvent) => earlyFailures.push(event.error ?? event.message);
const keepRejection = (event: PromiseRejectionEvent) => earlyFailures.push(event.reason);
window.addEventListener('error', keepError);
window.addEventListener('unhandledrejection', keepRejection);

/** How long the page stays quiet, once interactive, before the design kit's overlays load. */
const OVERLAYS_QUIET_MS = 1_000;
/** How long the page stays quiet, once shown, before the dialogs' code is prefetched. */
const PREFETCH_QUIET_MS = 1_000;
/**
 * When a diner's press ended the wait for "interactive", what they asked for goes first (a
 * command's team loads on its own: compose.ts): the rest waits for this much quiet, or the longest.
 */
const AFTER_INTENT_QUIET_MS = 300;
const AFTER_INTENT_LONGEST_MS = 3_000;

/** Where the load stands, for every team (`shell:page`). */
const pagePhase = bus.publisherFor('shell');
pagePhase.publish('shell:page', { shown: false, interactive: false });

async function boot(): Promise<void> {
  const [remoteList] = await Promise.all([fetchRemoteList(), settleStoreAtStart()]);
  setSite({ apiBase: remoteList.apiBase, config: remoteList.site });
  // Only a table QR's hops ask for the same answers in turn; other pages call fetch as it is.
  // Sharing starts before the shell asks for the route's store, so the QR step's warm-up and the
  // shell's own GET /store are one request.
  const qrEntry = matchRoute(window.location.pathname)?.name === 'table-qr-entry';
  if (qrEntry) shareResponsesForQrEntry();
  configureSiteApi({
    baseUrl: remoteList.apiBase,
    production: remoteList.production,
    ...(qrEntry ? { fetch: sharingFetch } : {}),
  });
  const session = startSession(window.localStorage, {
    ...(await readQueryOnce()),
    browserLanguages: navigator.languages,
  });
  // The page's store, for the header and every team (`shell:store`): fetched once, from here.
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

  // Registering the remotes is a task of its own, not the tail of the session's start.
  await nextTask();
  const directory = new RemoteDirectory(remoteList);
  directory.registerAll();
  loadRouteOwnerEarly(directory);
  setRemoteWarmer((name) => void directory.load(name));
  startTableQrEarly();
  window.owaDiagnostics = { builds: directory.builds };
  // The design kit's styled system (its tokens, conditions and style props) is built once for
  // every root, in tasks of its own rather than inside the header's first render: its config's
  // merge, its token dictionary's steps, then the rest of the build.
  await nextTask();
  for (const _step of brandSystemSteps()) await nextTask();
  await nextTask();
  await warmPageIntl(document.documentElement.lang);

  // spec 1 §9: a snack shows when it is sent, a failure during the load too; the snackbar's code
  // loads with the first one.
  followSnacks((snacks) =>
    import('./shell/snackbar-root').then(({ mountSnackbar }) =>
      mountSnackbar(overlayElement('owa-snackbar'), snacks),
    ),
  );
  // Before any app mounts: every team navigates through the shell, which carries the diner's
  // query parameters (spec 1 §2.1), from the first route on.
  startNavigation();
  // The header shown whole, within the page's bound: when its full parts cannot load, it stays basic.
  const headerWhole = loadFullHeader().then(
    () => Promise.race([headerShown, new Promise((resolve) => setTimeout(resolve, PAGE_SETTLE_TIMEOUT_MS))]),
    () => undefined,
  );
  mountShellRoot(document.getElementById('owa-header'), 'host:header', <Header />);
  await nextTask();

  let interactive: () => void = () => {};
  const { pageReady } = composePage(
    directory,
    () => import('./pages/host-pages-app').then((module) => module.hostPagesLifecycles),
    new Promise<void>((resolve) => {
      interactive = resolve;
    }),
  );
  start({ urlRerouteOnly: true });

  // spec 1 §2.3: 'Loading app...' until the page's store has painted (or failed, or timed out),
  // with the parcels it shows: the page then shows once, whole, and nothing moves after.
  await Promise.all([pageReady, headerWhole]);
  reveal();
  pagePhase.publish('shell:page', { shown: true, interactive: false });
  // The dialogs' code downloads (and waits, unrun) while the diner reads: a first tap on Login or the
  // cart then waits for no download of it. After a quiet second, not at once: the page may still be
  // painting its largest part (the checkout shows before its form), and on a phone's link these
  // files would share the bandwidth with what that paint needs.
  void afterQuiet(PREFETCH_QUIET_MS).then(() => prefetchLateScripts());
  // What only decorates the page, or waits for a diner's request, starts once it is interactive.
  // When a press ended the wait, what it asked for goes first: the dialogs' kit, which every first
  // tap's dialog needs, at once; the rest once that has quietened.
  if ((await afterInteractive()) === 'intent') {
    warmDialogKit();
    await afterQuiet(AFTER_INTENT_QUIET_MS, window, AFTER_INTENT_LONGEST_MS);
  }
  interactive();
  pagePhase.publish('shell:page', { shown: true, interactive: true });
  // For the bench and the browser's performance panel: when what waited for the diner started.
  performance.mark?.('owa:interactive');
  const { startAfterPaint } = await import('./features/after-paint');
  window.removeEventListener('error', keepError);
  window.removeEventListener('unhandledrejection', keepRejection);
  startAfterPaint(overlayElement, earlyFailures, remoteList);
  warmLateSingletons();
}

/**
 * The host is the one provider of the lazily loaded singletons (remotes bring no copy: see the build
 * preset): the design kit's dialogs and overlays, so every remote's dialogs use its own Chakra and
 * its context, and RxJS's time-based operators, from the page's one RxJS. Referencing them here is
 * what makes the host provide them; they load once the page is interactive, so the first dialog or
 * press a diner makes does not wait for them. The overlays wait for a quiet second more: when a tap
 * ended the wait, they would otherwise run beside the dialog it opens, which needs none of them.
 */
function warmLateSingletons() {
  warmDialogKit();
  void import('@owa/shared/rx-time').catch(() => undefined);
  void afterQuiet(OVERLAYS_QUIET_MS)
    .then(() => import('@owa/shared/design-kit/overlays'))
    .catch(() => undefined);
}

/** The design kit's dialogs entry (login, cart, item): loaded once, whoever asks first. */
function warmDialogKit() {
  void import('@owa/shared/design-kit/dialogs').catch(() => undefined);
}

/**
 * The route's remote starts to load now, beside the shell's own start (styles, languages, header)
 * rather than when single-spa mounts the route after it: its code then asks for the page's data
 * that much sooner (the menu's store page, issue 18). The same load serves the mount.
 */
function loadRouteOwnerEarly(directory: RemoteDirectory): void {
  const { pathname } = window.location;
  const owner = matchRoute(pathname)?.definition.owner;
  if (owner && owner !== 'host' && !blockedByLogin(pathname)) void directory.load(owner);
}

/** The page shows once, whole (index.html): the shell's stand-in leaves in the same frame. */
function reveal(): void {
  document.body.classList.remove('owa-booting');
  document.getElementById('owa-boot')?.remove();
  // For the bench and the browser's performance panel: when the page showed.
  performance.mark?.('owa:shown');
}

boot().catch((error: unknown) => {
  // Nothing could be composed (the remote list is unreadable): say so instead of a blank page.
  const boot = document.getElementById('owa-boot');
  if (boot) {
    boot.setAttribute('role', 'alert');
    boot.textContent = 'The site could not start. Please reload the page.';
  }
  document.body.classList.remove('owa-booting');
  console.error(error);
});
