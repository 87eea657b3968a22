import { laterScripts, parseHostPreloads, parseRemotePreloads } from './later-preloads.mjs';

const CART = 'http://cart.test/';
const ACCOUNT = 'http://account.test/';

const cart = parseRemotePreloads({
  start: { scripts: ['8048.js', 'expose.js'], libraries: ['react-redux', 'moment'], lateEntries: [] },
  routes: {
    checkout: { scripts: ['form.js', 'route-checkout.js'], libraries: [], lateEntries: ['dialogs'] },
  },
  libraries: { 'react-redux': ['redux.js', '7132.js'], moment: ['moment.js'] },
});
const account = parseRemotePreloads({
  start: { scripts: ['2697.js', 'expose.js'], libraries: ['react-redux'], lateEntries: ['rx-time'] },
  routes: {},
  libraries: { 'react-redux': ['redux.account.js'] },
});
const host = {
  base: '/owa/',
  preloads: parseHostPreloads({
    start: { scripts: ['full-header.js'], libraries: [], lateEntries: [] },
    lateEntries: { dialogs: ['246.js', '148.js'], 'rx-time': ['233.js'], overlays: ['841.js'] },
  }),
};

describe('the scripts a page loads after its first hop, hinted in its first response (issue 18)', () => {
  it("names the checkout's: the host's start, each remote's start, their libraries, the route's code and the late entries it uses", () => {
    expect(
      laterScripts({
        route: 'checkout',
        remotes: [
          { base: CART, preloads: cart },
          { base: ACCOUNT, preloads: account },
        ],
        host,
        hinted: [`${CART}expose.js`, `${ACCOUNT}expose.js`],
      }),
    ).toEqual([
      '/owa/full-header.js',
      `${CART}8048.js`,
      `${ACCOUNT}2697.js`,
      `${CART}redux.js`,
      `${CART}7132.js`,
      `${CART}moment.js`,
      `${CART}form.js`,
      `${CART}route-checkout.js`,
      '/owa/246.js',
      '/owa/148.js',
      '/owa/233.js',
    ]);
  });

  it('takes a library from the first remote the page shows that provides it, as the share scope does', () => {
    const later = laterScripts({
      route: 'checkout',
      remotes: [
        { base: ACCOUNT, preloads: account },
        { base: CART, preloads: cart },
      ],
      host,
      hinted: [],
    });
    expect(later).toContain(`${ACCOUNT}redux.account.js`);
    expect(later).not.toContain(`${CART}redux.js`);
    expect(later).toContain(`${CART}route-checkout.js`);
  });

  it('hints nothing later for a route whose code no remote names: the first hop keeps the bandwidth', () => {
    const page = { remotes: [{ base: CART, preloads: cart }], host, hinted: [] };
    expect(laterScripts({ ...page, route: 'store' })).toEqual([]);
    expect(laterScripts({ ...page, route: undefined })).toEqual([]);
  });

  it('hints a remote built before the file existed nothing, and the rest as usual', () => {
    expect(
      laterScripts({
        route: 'checkout',
        remotes: [
          { base: ACCOUNT, preloads: account },
          { base: 'http://menu.test/', preloads: null },
          { base: CART, preloads: cart },
        ],
        host: { base: '/owa/', preloads: null },
        hinted: [],
      }),
    ).toEqual([
      `${ACCOUNT}2697.js`,
      `${ACCOUNT}expose.js`,
      `${CART}8048.js`,
      `${CART}expose.js`,
      `${ACCOUNT}redux.account.js`,
      `${CART}moment.js`,
      `${CART}form.js`,
      `${CART}route-checkout.js`,
    ]);
  });

  it('leaves out what is not well formed rather than failing the page', () => {
    const parsed = parseRemotePreloads({
      start: { scripts: ['a.js', 7, ''], libraries: 'react' },
      routes: { checkout: null, menu: { scripts: ['m.js'] } },
      libraries: ['not', 'a', 'record'],
    });
    expect(parsed).toEqual({
      start: { scripts: ['a.js'], libraries: [], lateEntries: [] },
      routes: {
        checkout: { scripts: [], libraries: [], lateEntries: [] },
        menu: { scripts: ['m.js'], libraries: [], lateEntries: [] },
      },
      libraries: {},
    });
    expect(parseRemotePreloads('{')).toEqual({
      start: { scripts: [], libraries: [], lateEntries: [] },
      routes: {},
      libraries: {},
    });
  });
});
