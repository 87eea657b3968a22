import type { RemoteList } from '../federation/remote-list';
import { attributeReport } from './report-attribution';

const list: RemoteList = {
  apiBase: '/api/v1',
  production: true,
  remotes: [
    {
      name: 'mfe-menu',
      federationName: 'mfe_menu',
      entry: 'https://menu.example/b/b2/remoteEntry.js',
      build: 'b2',
    },
    {
      name: 'mfe-cart-checkout',
      federationName: 'mfe_cart_checkout',
      entry: 'https://cart.example/remoteEntry.js',
    },
    {
      name: 'mfe-account-loyalty',
      federationName: 'mfe_account_loyalty',
      entry: 'https://account.example/b/a7/remoteEntry.js',
      build: 'a7',
    },
  ],
};

describe('which build raised a report', () => {
  test.each([
    ['ChunkLoadError: mfe-menu: timeout', '', '[mfe-menu@b2] ChunkLoadError: mfe-menu: timeout'],
    ['Remote mfe-menu failed: boom', '', '[mfe-menu@b2] Remote mfe-menu failed: boom'],
    [
      '[mfe-account-loyalty:promotions] TypeError: x',
      '',
      '[mfe-account-loyalty@a7] [mfe-account-loyalty:promotions] TypeError: x',
    ],
    [
      "Error: application 'mfe-menu:service' died in status MOUNTING: no",
      '',
      "[mfe-menu@b2] Error: application 'mfe-menu:service' died in status MOUNTING: no",
    ],
    // A remote served from its root has no build id: the remote alone is named.
    [
      'ChunkLoadError: mfe-cart-checkout: 503',
      '',
      '[mfe-cart-checkout] ChunkLoadError: mfe-cart-checkout: 503',
    ],
  ])('%s', (error, source, sent) => {
    expect(attributeReport(error, source, list)).toBe(sent);
  });

  test('an error from a remote’s code, known by its stack', () => {
    const stack =
      'TypeError: x is undefined\n    at f (https://account.example/b/a7/_retry1/main.0123456789.js:1:20)';
    expect(attributeReport('TypeError: x is undefined', stack, list)).toBe(
      '[mfe-account-loyalty@a7] TypeError: x is undefined',
    );
  });

  test('the shell’s own errors, and teams’ reports that name no remote, go as they are', () => {
    expect(attributeReport('lite_menus: HTTP 500', '', list)).toBe('lite_menus: HTTP 500');
    expect(
      attributeReport('TypeError: y', 'at g (https://site.example/owa/main.0123456789.js:1:1)', list),
    ).toBe('TypeError: y');
  });
});
