import {
  BASE_PATH,
  buildPath,
  isRouteOwnedBy,
  matchRoute,
  QUERY_PARAMS,
  ROUTES,
  routeParam,
  routesOwnedBy,
  storePageOf,
} from './route-table';

describe('spec 1 §2.1 route table', () => {
  it('holds every route of the spec under the /owa base path', () => {
    expect(BASE_PATH).toBe('/owa');
    expect(Object.keys(ROUTES).sort()).toEqual(
      [
        'checkout',
        'feature',
        'group',
        'guest-history',
        'home',
        'menu-selection',
        'not-found',
        'order-status',
        'register',
        'store',
        'store-account',
        'store1',
        'stripe-handler',
        'table-qr-entry',
        'wechat-handler',
      ].sort(),
    );
    expect(QUERY_PARAMS).toContain('tid');
    expect(QUERY_PARAMS).toContain('kioskMode');
  });

  it.each([
    ['/owa/', 'home', {}],
    ['/owa/g/maple-co/G1001/', 'group', { groupSlug: 'maple-co', gid: 'G1001' }],
    ['/owa/r/maple-downtown/1001', 'menu-selection', { restaurantSlug: 'maple-downtown', sid: '1001' }],
    [
      '/owa/r/maple-downtown/1001/ALLDAY',
      'store',
      { restaurantSlug: 'maple-downtown', sid: '1001', mid: 'ALLDAY' },
    ],
    ['/owa/detail/G1001/1001/m/ALLDAY', 'store1', { gid: 'G1001', sid: '1001', mid: 'ALLDAY' }],
    ['/owa/snappy/detail/G1001/1001/account', 'store-account', { gid: 'G1001', sid: '1001' }],
    ['/owa/snappy/detail/G1001/1001/guest_history', 'guest-history', { gid: 'G1001', sid: '1001' }],
    ['/owa/snappy/detail/G1001/1001/checkout', 'checkout', { gid: 'G1001', sid: '1001' }],
    [
      '/owa/snappy/detail/G1001/1001/order/ORD-1',
      'order-status',
      { gid: 'G1001', sid: '1001', orderId: 'ORD-1' },
    ],
    ['/owa/snappy/al/G1001/scan/1003/7', 'table-qr-entry', { gid: 'G1001', sid: '1003', tid: '7' }],
    ['/owa/snappy/detail/G1001/1001/success_handler', 'wechat-handler', { gid: 'G1001', sid: '1001' }],
    ['/owa/snappy/detail/G1001/1001/3ds_success_handler', 'stripe-handler', { gid: 'G1001', sid: '1001' }],
    [
      '/owa/snappy/detail/G1001/1001/m/ALLDAY/register',
      'register',
      { gid: 'G1001', sid: '1001', mid: 'ALLDAY' },
    ],
    ['/owa/snappy/detail/G1001/1001/feature', 'feature', { gid: 'G1001', sid: '1001' }],
    ['/owa/404', 'not-found', {}],
  ])('matches %s as %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('matches without the base path and decodes params', () => {
    expect(matchRoute('/r/caf%C3%A9/1001/ALLDAY')?.params).toEqual({
      restaurantSlug: 'café',
      sid: '1001',
      mid: 'ALLDAY',
    });
  });

  it.each([
    '/owa/unknown',
    '/owa/r/x',
    '/owa/r/a/b/c/d',
    '/owa/snappy/detail/G1/1/nothing',
    '/owa/r/%E0%A4%A/1',
  ])('does not match %s (the host sends it to /404)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths that match back to the same route and params', () => {
    const path = buildPath(
      'store',
      { restaurantSlug: 'maple downtown', sid: '1001', mid: 'ALLDAY' },
      { tid: '7' },
    );
    expect(path).toBe('/owa/r/maple%20downtown/1001/ALLDAY?tid=7');
    expect(matchRoute(path.split('?')[0] as string)?.params).toEqual({
      restaurantSlug: 'maple downtown',
      sid: '1001',
      mid: 'ALLDAY',
    });
  });

  it('drops empty query values and refuses a missing param', () => {
    expect(
      buildPath('checkout', { gid: 'G1001', sid: '1001' }, { vc: '', dineInOnly: undefined, tab: null }),
    ).toBe('/owa/snappy/detail/G1001/1001/checkout');
    expect(() => buildPath('store', { restaurantSlug: 'x', sid: '', mid: 'A' })).toThrow(/sid/);
  });

  it('gives each route one owner for single-spa activity', () => {
    expect(isRouteOwnedBy('/owa/r/maple-downtown/1001/ALLDAY', 'mfe-menu')).toBe(true);
    expect(isRouteOwnedBy('/owa/r/maple-downtown/1001/ALLDAY', 'mfe-cart-checkout')).toBe(false);
    expect(isRouteOwnedBy('/owa/snappy/detail/G1001/1001/checkout', 'mfe-cart-checkout')).toBe(true);
    expect(routesOwnedBy('mfe-account-loyalty')).toEqual(['store-account', 'guest-history']);
  });

  it('reads the store page from either of its shapes, and nothing else as one', () => {
    const page = { storeId: '1001', menuCode: 'ALLDAY' };
    expect(storePageOf(matchRoute('/owa/r/maple-downtown/1001/ALLDAY'))).toEqual(page);
    expect(storePageOf(matchRoute('/owa/detail/G1001/1001/m/ALLDAY'))).toEqual(page);
    expect(storePageOf(matchRoute('/owa/r/maple-downtown/1001'))).toBeNull();
    expect(storePageOf(matchRoute('/owa/snappy/detail/G1001/1001/checkout'))).toBeNull();
    expect(storePageOf(null)).toBeNull();
  });

  it("reads a parameter of whichever route matched, and null where that route's path has none", () => {
    expect(routeParam(matchRoute('/owa/snappy/detail/G1001/1001/checkout'), 'sid')).toBe('1001');
    expect(routeParam(matchRoute('/owa/r/maple-downtown/1001/ALLDAY'), 'sid')).toBe('1001');
    expect(routeParam(matchRoute('/owa/r/maple-downtown/1001/ALLDAY'), 'gid')).toBeNull();
    expect(routeParam(matchRoute('/owa/g/maple/G1001/'), 'gid')).toBe('G1001');
    expect(routeParam(matchRoute('/owa/'), 'sid')).toBeNull();
    expect(routeParam(null, 'sid')).toBeNull();
  });

  it('gives a route its own params once its name is checked', () => {
    const route = matchRoute('/owa/snappy/detail/G1001/1001/order/A-17');
    if (route?.name !== 'order-status') throw new Error('not the order-status route');
    const { sid, orderId } = route.params;
    expect([sid, orderId]).toEqual(['1001', 'A-17']);
    const checkout = matchRoute('/owa/snappy/detail/G1001/1001/checkout');
    if (checkout?.name !== 'checkout') throw new Error('not the checkout route');
    // @ts-expect-error: the checkout's path has no order id
    expect(checkout.params.orderId).toBeUndefined();
  });

  it('rejects wrong params at compile time', () => {
    // @ts-expect-error: the store route has no gid param
    const build = () => buildPath('store', { gid: 'G1001', sid: '1', mid: 'A' });
    expect(build).toThrow();
  });
});
