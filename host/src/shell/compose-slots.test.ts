import { slotMounter } from '@owa/shared';
import { mountRootParcel } from 'single-spa';
import type { SingleSpaLifecycles } from '../federation/fallback-entry';
import type { RemoteDirectory } from '../federation/remote-directory';
import { composePage } from './compose';

jest.mock('single-spa', () => ({
  addErrorHandler: jest.fn(),
  registerApplication: jest.fn(),
  triggerAppChange: jest.fn(async () => undefined),
  mountRootParcel: jest.fn(() => ({
    mountPromise: Promise.resolve(),
    getStatus: () => 'MOUNTED',
    unmount: async () => undefined,
  })),
  unloadApplication: jest.fn(async () => undefined),
}));

const hostPages = async () => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} });
const cartButton: SingleSpaLifecycles = {
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

function directoryAnswering(outcome: Awaited<ReturnType<RemoteDirectory['load']>>) {
  const load = jest.fn(async () => outcome);
  return { directory: { load } as unknown as RemoteDirectory, load };
}

/** The lifecycles the parcel that single-spa was asked to mount resolves to, or 'never' (a hang). */
async function mountedLifecycles(): Promise<SingleSpaLifecycles | 'never'> {
  const [loader] = jest.mocked(mountRootParcel).mock.calls.at(-1) ?? [];
  if (typeof loader !== 'function') throw new Error('no parcel loader given to single-spa');
  const never = new Promise<'never'>((resolve) => setTimeout(() => resolve('never'), 200));
  return Promise.race([(loader as () => Promise<SingleSpaLifecycles>)(), never]);
}

describe("a slot a page names is filled with its remote's parcel (the shell's slot mounter)", () => {
  beforeEach(() => jest.mocked(mountRootParcel).mockClear());

  it("mounts the parcel the bound remote's entry exposes, in the page's element with its props", async () => {
    const { directory, load } = directoryAnswering({
      kind: 'ready',
      entry: {
        applications: {},
        parcels: { 'cart:header-cart-button': cartButton },
      } as never,
    });
    composePage(directory, hostPages);
    const element = document.createElement('div');
    const slot = await slotMounter()?.('cart:header-cart-button', element, {});
    expect(slot).toBeDefined();
    expect(jest.mocked(mountRootParcel)).toHaveBeenCalledWith(expect.any(Function), { domElement: element });
    expect(await mountedLifecycles()).toBe(cartButton);
    expect(load).toHaveBeenCalledWith('mfe-cart-checkout');
  });

  it("mounts the shell's fallback, with a retry, when the remote failed to load", async () => {
    const { directory } = directoryAnswering({ kind: 'failed', reason: 'unreachable' });
    composePage(directory, hostPages);
    await slotMounter()?.('menu:goes-well-with', document.createElement('div'), {});
    const lifecycles = await mountedLifecycles();
    expect(lifecycles).not.toBe('never');
    expect(lifecycles).not.toBe(cartButton);
    expect(typeof (lifecycles as SingleSpaLifecycles).mount).toBe('function');
  });
});
