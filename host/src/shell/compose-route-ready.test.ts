import { bus } from '@owa/shared';
import type { RemoteDirectory } from '../federation/remote-directory';
import { composePage } from './compose';

jest.mock('single-spa', () => ({
  addErrorHandler: jest.fn(),
  registerApplication: jest.fn(),
  triggerAppChange: jest.fn(async () => undefined),
  mountRootParcel: jest.fn(),
  unloadApplication: jest.fn(async () => undefined),
}));

const shell = bus.publisherFor('shell');
const ACCOUNT_PAGE = '/owa/snappy/detail/G1001/1001/account';
const SESSION = {
  language: 'en',
  direction: 'ltr',
  groupId: 'G1001',
  storeId: '1001',
  token: 'tok',
  kioskMode: false,
  primaryColor: '#123456',
} as const;

const directory = { load: jest.fn(() => new Promise(() => {})) } as unknown as RemoteDirectory;
const hostPages = async () => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} });

async function painted(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let round = 0; round < 4; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("the route's first paint (the signal the rest of the page waits for)", () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 0);
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("waits for a remote's route until its owner says it painted", async () => {
    window.history.replaceState(null, '', ACCOUNT_PAGE);
    shell.publish('shell:session', { ...SESSION, user: { id: '7', displayName: 'Ann' } });
    const { routeReady } = composePage(directory, hostPages);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(await painted(routeReady)).toBe(false);
    bus.emit('shell:route-ready', { route: 'store-account' });
    expect(await painted(routeReady)).toBe(true);
  });

  it('stops waiting when the route becomes the shell’s while its owner loads (the login dropped)', async () => {
    window.history.replaceState(null, '', ACCOUNT_PAGE);
    shell.publish('shell:session', { ...SESSION, user: { id: '7', displayName: 'Ann' } });
    const { routeReady } = composePage(directory, hostPages);
    expect(await painted(routeReady)).toBe(false);
    // A revoked token answered first: the guarded route now shows the shell's login prompt.
    shell.publish('shell:session', { ...SESSION, token: null, user: null });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(await painted(routeReady)).toBe(true);
  });
});
