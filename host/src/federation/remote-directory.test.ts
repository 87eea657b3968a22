import { bus, CONTRACT_VERSION } from '@owa/shared';
import { fallbackEntry } from './fallback-entry';
import { RemoteDirectory } from './remote-directory';
import type { RemoteList } from './remote-list';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const list: RemoteList = {
  apiBase: '/api/v1',
  production: true,
  site: { homeGroups: [], customHeaders: [] },
  remotes: [
    { name: 'mfe-menu', federationName: 'mfe_menu', entry: 'http://menu.example/remoteEntry.js' },
    {
      name: 'mfe-account-loyalty',
      federationName: 'mfe_account',
      entry: 'http://account.example/remoteEntry.js',
    },
  ],
};

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
const entry = (contractRange: string) => ({
  contractRange,
  buildId: 'b1',
  applications: { main: lifecycles, service: lifecycles },
  // The menu's parcel (the only remote these tests load whole with this entry).
  parcels: { 'menu:goes-well-with': lifecycles },
});

function reports(): string[] {
  const seen: string[] = [];
  bus.on('shell:error-report').subscribe((report) => seen.push(report.error));
  return seen;
}

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
});

describe('remote directory', () => {
  it('registers every remote from the list and loads an entry once', async () => {
    loadRemote.mockResolvedValue(entry('^1.0.0'));
    const directory = new RemoteDirectory(list);
    directory.registerAll();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_menu', entry: 'http://menu.example/remoteEntry.js' },
      { name: 'mfe_account', entry: 'http://account.example/remoteEntry.js' },
    ]);
    const [first, second] = await Promise.all([directory.load('mfe-menu'), directory.load('mfe-menu')]);
    expect(first).toEqual({ kind: 'ready', entry: entry('^1.0.0') });
    expect(second).toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(directory.builds['mfe-menu']).toBe('b1');
  });

  it('detects and reports a remote built against a contract the page does not have', async () => {
    const seen = reports();
    loadRemote.mockResolvedValue(entry('^2.0.0'));
    const outcome = await new RemoteDirectory(list).load('mfe-menu');
    expect(outcome).toEqual({ kind: 'failed', reason: 'incompatible-contract' });
    expect(
      seen.some((error) => error.includes('needs contract ^2.0.0') && error.includes(CONTRACT_VERSION)),
    ).toBe(true);
  });

  it('treats a fallback from the failure plugin, a thrown load or a malformed entry as failed', async () => {
    const seen = reports();
    const directory = new RemoteDirectory(list);
    loadRemote.mockResolvedValueOnce(fallbackEntry('mfe_menu/entry', 'failed at onLoad: Failed to fetch'));
    expect(await directory.load('mfe-menu')).toEqual({ kind: 'failed', reason: 'unreachable' });
    // One report for the one failed load, whatever the runtime's lifecycles did.
    expect(seen).toEqual(['ChunkLoadError: mfe-menu: failed at onLoad: Failed to fetch']);

    directory.retry('mfe-menu');
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    expect(await directory.load('mfe-menu')).toEqual({ kind: 'failed', reason: 'unreachable' });

    directory.retry('mfe-menu');
    loadRemote.mockResolvedValueOnce({ contractRange: '^1.0.0', applications: 'nope' });
    expect(await directory.load('mfe-menu')).toEqual({ kind: 'failed', reason: 'invalid' });
  });

  it('treats an entry without an application or a parcel its contract names as invalid', async () => {
    const seen = reports();
    const parcels = {
      'account:header-account-menu': lifecycles,
      'account:promotions-carousel': lifecycles,
      'account:cart-promotions': lifecycles,
    };
    loadRemote.mockResolvedValueOnce({ ...entry('^1.0.0'), parcels });
    expect(await new RemoteDirectory(list).load('mfe-account-loyalty')).toMatchObject({ kind: 'ready' });

    // A parcel renamed by the remote, and an application it no longer exports.
    const { 'account:cart-promotions': _renamed, ...rest } = parcels;
    loadRemote.mockResolvedValueOnce({
      ...entry('^1.0.0'),
      parcels: { ...rest, cartPromotions: lifecycles },
    });
    expect(await new RemoteDirectory(list).load('mfe-account-loyalty')).toEqual({
      kind: 'failed',
      reason: 'invalid',
    });
    loadRemote.mockResolvedValueOnce({ ...entry('^1.0.0'), applications: { main: lifecycles } });
    expect(await new RemoteDirectory(list).load('mfe-menu')).toEqual({ kind: 'failed', reason: 'invalid' });
    expect(seen).toEqual([
      'Remote mfe-account-loyalty exports an entry the host cannot use',
      'Remote mfe-menu exports an entry the host cannot use',
    ]);
  });

  it('retries under a fresh URL space so no failure cached by the page is reused', async () => {
    const directory = new RemoteDirectory(list);
    directory.retry('mfe-menu');
    directory.retry('mfe-menu');
    const entries = registerRemotes.mock.calls.map((call) => (call[0] as { entry: string }[])[0]?.entry);
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry).toMatch(/^http:\/\/menu\.example\/_retry\d+\/remoteEntry\.js$/);
    expect(entries[1]).not.toBe(entries[0]);
    expect(registerRemotes.mock.calls[0]?.[1]).toEqual({ force: true });
  });

  it('a versioned build retries inside its own URL space and is known by its release id', async () => {
    const versioned: RemoteList = {
      ...list,
      remotes: [
        {
          name: 'mfe-menu',
          federationName: 'mfe_menu',
          entry: 'http://menu.example/b/2255ca19306baf2d/remoteEntry.js',
          build: '2255ca19306baf2d',
        },
      ],
    };
    const directory = new RemoteDirectory(versioned);
    directory.retry('mfe-menu');
    expect(registerRemotes.mock.calls[0]?.[0]).toEqual([
      {
        name: 'mfe_menu',
        entry: expect.stringMatching(
          /^http:\/\/menu\.example\/b\/2255ca19306baf2d\/_retry\d+\/remoteEntry\.js$/,
        ),
      },
    ]);
    loadRemote.mockResolvedValue({ ...entry('^1.0.0'), buildId: '' });
    await directory.load('mfe-menu');
    expect(directory.builds['mfe-menu']).toBe('2255ca19306baf2d');
  });
});
