import { bus } from '@owa/shared';
import type { RegisterApplicationConfig } from 'single-spa';
import type { SingleSpaLifecycles } from '../federation/fallback-entry';
import type { RemoteDirectory } from '../federation/remote-directory';
import type { RemoteName } from '../federation/remote-list';
import { composePage } from './compose';

jest.mock('single-spa', () => ({
  addErrorHandler: jest.fn(),
  registerApplication: jest.fn(),
  triggerAppChange: jest.fn(async () => undefined),
  mountRootParcel: jest.fn(),
  unloadApplication: jest.fn(async () => undefined),
}));

const singleSpa = jest.requireMock<{
  registerApplication: jest.Mock<void, [RegisterApplicationConfig]>;
  triggerAppChange: jest.Mock;
}>('single-spa');

const SERVICES = ['mfe-cart-checkout:service', 'mfe-menu:service', 'mfe-account-loyalty:service'];
const QR_ENTRY = '/owa/snappy/al/G1001/scan/1003/7';

/** Composes the page at `pathname`; answers each service's activity and whether its code was asked for. */
function compose(pathname: string) {
  window.history.replaceState(null, '', pathname);
  singleSpa.registerApplication.mockClear();
  singleSpa.triggerAppChange.mockClear();
  const loaded: RemoteName[] = [];
  const directory = {
    load: jest.fn(async (remote: RemoteName) => {
      loaded.push(remote);
      return { kind: 'failed' };
    }),
  } as unknown as RemoteDirectory;
  let interactive: () => void = () => {};
  composePage(
    directory,
    async () => ({
      bootstrap: async () => {},
      mount: async () => {},
      unmount: async () => {},
    }),
    new Promise<void>((resolve) => {
      interactive = resolve;
    }),
  );
  const apps = new Map(singleSpa.registerApplication.mock.calls.map(([config]) => [config.name, config]));
  const active = () =>
    SERVICES.filter((name) => {
      const activeWhen = apps.get(name)?.activeWhen as ((location: Location) => boolean) | undefined;
      return activeWhen?.(window.location);
    });
  /** As single-spa does for an active application: load, bootstrap, mount. */
  const startLoading = () => {
    for (const name of SERVICES) {
      const app = apps.get(name)?.app as ((props: object) => Promise<SingleSpaLifecycles>) | undefined;
      void app?.({}).then(async (lifecycles) => {
        await lifecycles.bootstrap({});
        await lifecycles.mount({});
      });
    }
  };
  return { active, startLoading, loaded, interactive: () => interactive() };
}

/** Lets the promise chains waiting on the page's signals run. */
const settle = async () => {
  for (let round = 0; round < 4; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("the shell's services", () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 0);
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a table QR entry (the cart sets the table)', QR_ENTRY],
    ['a store page (the header shows what the cart publishes)', '/owa/r/maple-harbour/1003/CAFE'],
  ])(
    'on %s only the cart service loads with the page; the others once it is interactive',
    async (_, path) => {
      const page = compose(path);
      expect(page.active()).toEqual(SERVICES);
      page.startLoading();
      await settle();
      expect(page.loaded).toEqual(['mfe-cart-checkout']);

      // The store page's first items have painted: still nothing the diner has not asked for.
      bus.emit('shell:route-ready', { route: 'store' });
      await settle();
      expect(page.loaded).toEqual(['mfe-cart-checkout']);

      page.interactive();
      await settle();
      expect(page.loaded.sort()).toEqual(['mfe-account-loyalty', 'mfe-cart-checkout', 'mfe-menu']);
    },
  );
});
