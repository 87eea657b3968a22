import { bus, isRouteOwnedBy, matchRoute, provideSlotMounter, type RouteOwner, type Team } from '@owa/shared';
import { routeAreaElement } from '@owa/shared/design-kit';
import { filter, take } from '@owa/shared/rx';
import { afterNextPaint } from '@owa/shared/scheduling';
import {
  addErrorHandler,
  mountRootParcel,
  type Parcel,
  registerApplication,
  triggerAppChange,
  unloadApplication,
} from 'single-spa';
import { SLOT_BINDINGS } from '../federation/entry-contract';
import type { SingleSpaLifecycles } from '../federation/fallback-entry';
import type { RemoteDirectory } from '../federation/remote-directory';
import { REMOTE_NAMES, type RemoteName } from '../federation/remote-list';
import { fallbackLifecycles, parcelElement } from './area-fallback';
import { mountedInBackground } from './background-mount';

/**
 * Applications that stay active on every route (a remote's background services and global dialogs).
 * The cart's starts with the page: the header's cart button and the order-type selector show what it
 * publishes. The others answer commands and host dialogs, so they wait until the page is interactive,
 * or until a diner's command waits on the bus for them: that one goes first.
 */
const ALWAYS_ACTIVE = [
  { remote: 'mfe-cart-checkout', application: 'service', withPage: true },
  { remote: 'mfe-menu', application: 'service', withPage: false },
  { remote: 'mfe-account-loyalty', application: 'service', withPage: false },
] as const;

/** The team whose commands each remote serves (`menu:configure-item` is the menu's). */
const TEAM_OF = {
  'mfe-menu': 'menu',
  'mfe-cart-checkout': 'cart',
  'mfe-account-loyalty': 'account',
} as const satisfies Record<RemoteName, Team>;

/**
 * Resolves at `interactive`, or as soon as a command for the remote's team waits for its code: the
 * service a diner's press needs loads first, before those nobody has asked for yet.
 */
export function interactiveOrAsked(remote: RemoteName, interactive: Promise<void>): Promise<void> {
  const team = `${TEAM_OF[remote]}:`;
  return new Promise((resolve) => {
    const asked = bus
      .waiting()
      .pipe(
        filter((type) => type.startsWith(team)),
        take(1),
      )
      .subscribe(() => resolve());
    void interactive.then(() => {
      asked.unsubscribe();
      resolve();
    });
  });
}

const noopLifecycles: SingleSpaLifecycles = {
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

/** The table QR entry: only the cart's service (it sets the table) loads before the store page paints. */
const QR_ENTRY_ROUTE = 'table-qr-entry';
/** How long menu selection must stay on screen, on a QR entry, to count as the page the diner sees. */
export const MENU_SELECTION_SETTLE_MS = 1_000;

/** Longest the shell waits for a route's first paint before loading the rest anyway. */
export const ROUTE_READY_TIMEOUT_MS = 10_000;

/**
 * Longest the page waits, once the route has painted, for the parcels and the cart's service it
 * asked for (its header buttons, the store's order-type selector and promotions) before it shows.
 */
export const PAGE_SETTLE_TIMEOUT_MS = 3_000;

/**
 * What the page's first showing waits for besides the route: every slot and service that started
 * mounting before the route had painted, each settled (mounted or failed), within a bound.
 */
function pageSettling() {
  const pending = new Set<Promise<unknown>>();
  return {
    track(mounting: Promise<unknown>) {
      const settled = mounting.catch(() => undefined);
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async settled(routeReady: Promise<void>): Promise<void> {
      await routeReady;
      const bound = new Promise<void>((resolve) => setTimeout(resolve, PAGE_SETTLE_TIMEOUT_MS));
      // A parcel that settles may mount another (a dialog's slot): wait until none is left.
      while (pending.size > 0) {
        const done = await Promise.race([
          Promise.all([...pending]).then(() => 'settled'),
          bound.then(() => 'bound'),
        ]);
        if (done === 'bound') return;
      }
    },
  };
}

/**
 * Resolves when the page's own content has painted, so the header's parcels and background
 * services load after it rather than competing with it on a slow phone.
 */
function routeReadySignal(): { ready: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const qrEntry = matchRoute(window.location.pathname)?.name === QR_ENTRY_ROUTE;
  // The shell's own pages need no signal: the route is the shell's at the start, or becomes it while
  // its owner loads (a login dropped by a revoked token, a redirect to a shell page), and an owner
  // that no longer owns the route would never say it painted. A QR entry's redirects are the shell's
  // on their way to the menu's page.
  const shellOwnsRoute = () =>
    matchRoute(window.location.pathname)?.name !== QR_ENTRY_ROUTE &&
    routeOwnedByHost(window.location.pathname);
  if (shellOwnsRoute()) release();
  const onAppChange = () => {
    if (shellOwnsRoute()) afterNextPaint(release);
  };
  window.addEventListener('single-spa:routing-event', onAppChange);
  const subscription = bus.on('shell:route-ready').subscribe(({ route }) => {
    // A QR entry passes through menu selection on its way to the store page: its signal counts only
    // when the diner stays there (a list of menus), not when it goes straight on to the one menu.
    if (qrEntry && route === 'menu-selection') {
      setTimeout(() => {
        if (matchRoute(window.location.pathname)?.name === 'menu-selection') afterNextPaint(release);
      }, MENU_SELECTION_SETTLE_MS);
      return;
    }
    afterNextPaint(release);
  });
  const timer = setTimeout(release, ROUTE_READY_TIMEOUT_MS);
  void ready.then(() => {
    performance.mark?.('owa:route-painted');
    subscription.unsubscribe();
    window.removeEventListener('single-spa:routing-event', onAppChange);
    clearTimeout(timer);
  });
  return { ready, release };
}

interface MountedSlotRecord {
  readonly remote: RemoteName;
  remount(): Promise<void>;
}

/** Routes that need login, opened logged out, stay with the shell's login prompt (spec 3 §2). */
export function blockedByLogin(pathname: string): boolean {
  const definition = matchRoute(pathname)?.definition;
  return Boolean(definition && 'requiresLogin' in definition && !bus.current('shell:session')?.user);
}

/** The shell renders the route itself: unknown, its own, or a guarded route opened logged out. */
function routeOwnedByHost(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match === null || match.definition.owner === 'host' || blockedByLogin(pathname);
}

/**
 * Composes the page. `routeReady` resolves once the route's own content has painted, `pageReady`
 * once the parcels and the service it shows have too (bounded); what can wait starts at
 * `interactive`.
 */
export function composePage(
  directory: RemoteDirectory,
  hostPages: () => Promise<SingleSpaLifecycles>,
  interactive: Promise<void> = Promise.resolve(),
): { readonly routeReady: Promise<void>; readonly pageReady: Promise<void> } {
  const mountedSlots = new Set<MountedSlotRecord>();
  const routeReady = routeReadySignal();
  const settling = pageSettling();
  // A route whose application throws on mount will never signal its first paint either. What the
  // shell does about a broken application loads only when one breaks.
  addErrorHandler((error) => {
    import('./broken-applications')
      .then(({ brokenApplication }) => brokenApplication(error, routeReady.release))
      .catch(routeReady.release);
  });

  const retry = async (remote: RemoteName) => {
    directory.retry(remote);
    await Promise.all(
      [
        remote,
        ...ALWAYS_ACTIVE.filter((app) => app.remote === remote).map(
          (app) => `${app.remote}:${app.application}`,
        ),
      ].map((name) => unloadApplication(name, { waitForUnmount: false }).catch(() => undefined)),
    );
    await Promise.all(
      [...mountedSlots].filter((slot) => slot.remote === remote).map((slot) => slot.remount()),
    );
    await triggerAppChange();
  };

  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: async () => {
        const outcome = await directory.load(remote);
        const application = outcome.kind === 'ready' ? outcome.entry.applications.main : undefined;
        // A route whose remote failed will never signal its first paint: stop waiting for it.
        if (!application) routeReady.release();
        return (
          application ??
          fallbackLifecycles(
            remote,
            () => routeAreaElement(remote),
            () => void retry(remote),
          )
        );
      },
      activeWhen: (location) =>
        isRouteOwnedBy(location.pathname, remote as RouteOwner) && !blockedByLogin(location.pathname),
    });
  }

  // single-spa finishes an app change before it starts the next: a service still loading would hold
  // every navigation back (a table QR's redirects first), so services load beside its queue.
  const qrEntry = matchRoute(window.location.pathname)?.name === QR_ENTRY_ROUTE;
  for (const { remote, application, withPage } of ALWAYS_ACTIVE) {
    registerApplication({
      name: `${remote}:${application}`,
      app: async () => {
        const lifecycles = async () => {
          const outcome = await directory.load(remote);
          return (
            (outcome.kind === 'ready' ? outcome.entry.applications[application] : undefined) ?? noopLifecycles
          );
        };
        if (!withPage) {
          return mountedInBackground(async () => {
            await interactiveOrAsked(remote, interactive);
            return lifecycles();
          });
        }
        // The cart's service starts at once; on a QR entry it sets the table, beside the redirects.
        if (qrEntry) return mountedInBackground(lifecycles);
        const loading = lifecycles();
        settling.track(loading);
        return withSettledMount(await loading, settling);
      },
      activeWhen: () => true,
    });
  }

  registerApplication({
    name: 'host:pages',
    app: hostPages,
    activeWhen: (location) => routeOwnedByHost(location.pathname),
  });

  // The guarded route continues once the diner has logged in (or leaves it on logout).
  let loggedIn = Boolean(bus.current('shell:session')?.user);
  bus.channel('shell:session').subscribe((session) => {
    if (Boolean(session.user) === loggedIn) return;
    loggedIn = Boolean(session.user);
    void triggerAppChange();
  });

  provideSlotMounter(async (name, domElement, props) => {
    const remote = SLOT_BINDINGS[name];
    const load = async (): Promise<SingleSpaLifecycles> => {
      const outcome = await directory.load(remote);
      const parcel = outcome.kind === 'ready' ? outcome.entry.parcels[name] : undefined;
      return parcel ?? fallbackLifecycles(name, parcelElement, () => void retry(remote));
    };
    let parcel: Parcel = mountRootParcel(load, { domElement, ...props });
    const record: MountedSlotRecord = {
      remote,
      remount: async () => {
        await parcel.unmount().catch(() => undefined);
        parcel = mountRootParcel(load, { domElement, ...props });
        await parcel.mountPromise.catch(() => undefined);
      },
    };
    mountedSlots.add(record);
    settling.track(parcel.mountPromise);
    await parcel.mountPromise;
    return {
      update: async (next) => {
        // A parcel that is still mounting (or was replaced by a retry) takes no updates.
        if (parcel.getStatus() === 'MOUNTED') await parcel.update?.({ domElement, ...next });
      },
      unmount: async () => {
        mountedSlots.delete(record);
        await parcel.unmount();
      },
    };
  });
  return { routeReady: routeReady.ready, pageReady: settling.settled(routeReady.ready) };
}

/** The service's mount counts in what the page's first showing waits for. */
function withSettledMount(
  lifecycles: SingleSpaLifecycles,
  settling: ReturnType<typeof pageSettling>,
): SingleSpaLifecycles {
  return {
    ...lifecycles,
    mount: (props) => {
      const mounting = lifecycles.mount(props);
      settling.track(mounting);
      return mounting;
    },
  };
}
