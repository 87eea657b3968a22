import { bus, isRouteOwnedBy, matchRoute, provideSlotMounter, type RouteOwner } from '@owa/shared';
import { routeAreaElement } from '@owa/shared/design-kit';
import {
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
import { afterNextPaint } from './after-next-paint';
import { fallbackLifecycles, parcelElement } from './area-fallback';
import { mountedInBackground } from './background-mount';

/** Applications that stay active on every route (a remote's background services and global dialogs). */
const ALWAYS_ACTIVE = [
  { remote: 'mfe-cart-checkout', application: 'service' },
  { remote: 'mfe-menu', application: 'service' },
  { remote: 'mfe-account-loyalty', application: 'service' },
] as const;

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
 * Resolves when the page's own content has painted, so the header's parcels and background
 * services load after it rather than competing with it on a slow phone.
 */
function routeReadySignal(): { ready: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const start = matchRoute(window.location.pathname);
  const owner = start?.definition.owner;
  const qrEntry = start?.name === QR_ENTRY_ROUTE;
  if (!qrEntry && (!owner || owner === 'host' || blockedByLogin(window.location.pathname))) release();
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
    subscription.unsubscribe();
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

/** Composes the page; resolves `routeReady` once the route's own content has painted. */
export function composePage(
  directory: RemoteDirectory,
  hostPages: () => Promise<SingleSpaLifecycles>,
): { readonly routeReady: Promise<void> } {
  const mountedSlots = new Set<MountedSlotRecord>();
  const routeReady = routeReadySignal();

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

  // On a QR entry, the services the table step does not need stay out of the page's first app
  // changes: single-spa finishes an app change before the next, so their loading would hold the
  // redirects to menu selection and the store page back. They join once the store page has painted.
  const qrEntry = matchRoute(window.location.pathname)?.name === QR_ENTRY_ROUTE;
  let servicesReleased = !qrEntry;
  if (qrEntry) {
    void routeReady.ready.then(() => {
      servicesReleased = true;
      void triggerAppChange();
    });
  }
  for (const { remote, application } of ALWAYS_ACTIVE) {
    const neededByQrEntry = remote === 'mfe-cart-checkout';
    registerApplication({
      name: `${remote}:${application}`,
      app: async () => {
        const lifecycles = async () => {
          const outcome = await directory.load(remote);
          return (
            (outcome.kind === 'ready' ? outcome.entry.applications[application] : undefined) ?? noopLifecycles
          );
        };
        // The cart's service starts at once but does not hold the redirects' app changes back.
        if (qrEntry && neededByQrEntry) return mountedInBackground(lifecycles);
        await routeReady.ready;
        return lifecycles();
      },
      activeWhen: () => servicesReleased || neededByQrEntry,
    });
  }

  registerApplication({
    name: 'host:pages',
    app: hostPages,
    activeWhen: (location) => {
      const match = matchRoute(location.pathname);
      return match === null || match.definition.owner === 'host' || blockedByLogin(location.pathname);
    },
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
    await routeReady.ready;
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
  return { routeReady: routeReady.ready };
}
