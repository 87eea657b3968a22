import type { SingleSpaLifecycles } from '../federation/fallback-entry';

/**
 * Lifecycles whose loading and mounting run beside single-spa's queue rather than in it.
 * single-spa finishes one app change before it starts the next: an application that takes seconds
 * to load and mount holds every later route change back. On a QR entry the cart's service must
 * start at once (it sets the table), but the redirect to the store page must not wait for it: this
 * wrapper starts it and lets the app change finish. Unmounting waits for the mount it follows; a
 * load that fails leaves nothing mounted, as the service's usual fallback does.
 */
export function mountedInBackground(load: () => Promise<SingleSpaLifecycles>): SingleSpaLifecycles {
  let ready: Promise<SingleSpaLifecycles> | null = null;
  let mounted: Promise<SingleSpaLifecycles | null> = Promise.resolve(null);
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      const previous = mounted;
      mounted = (async () => {
        await previous;
        ready ??= load().then(async (lifecycles) => {
          await lifecycles.bootstrap(props);
          return lifecycles;
        });
        const lifecycles = await ready;
        await lifecycles.mount(props);
        return lifecycles;
      })().catch(() => null);
    },
    unmount: async (props) => {
      const lifecycles = await mounted;
      mounted = Promise.resolve(null);
      await lifecycles?.unmount(props);
    },
  };
}
