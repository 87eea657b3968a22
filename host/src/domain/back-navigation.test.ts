import { matchRoute, type RouteMatch } from '@owa/shared';
import { type BackContext, backTarget } from './back-navigation';

const route = (path: string): RouteMatch => {
  const match = matchRoute(path);
  if (!match) throw new Error(path);
  return match;
};
const maple: Omit<BackContext, 'route'> = {
  group: { slug: 'maple-co', groupId: 'G1001' },
  store: { slug: 'maple-downtown', storeId: '1001' },
  onlineMenuCount: 1,
  dineInOnly: false,
};

describe('spec 1 §2.3 back button map', () => {
  it('store and menu-selection go to the group', () => {
    expect(backTarget({ ...maple, route: route('/r/maple-downtown/1001/ALLDAY') })).toEqual({
      kind: 'path',
      path: '/owa/g/maple-co/G1001/',
    });
    expect(backTarget({ ...maple, route: route('/r/maple-downtown/1001') })).toEqual({
      kind: 'path',
      path: '/owa/g/maple-co/G1001/',
    });
  });
  it('a store with several menus goes back to menu-selection', () => {
    expect(backTarget({ ...maple, onlineMenuCount: 2, route: route('/r/maple-uptown/1001/LUNCH') })).toEqual({
      kind: 'path',
      path: '/owa/r/maple-downtown/1001',
    });
  });
  it('with dineInOnly the diner stays on the store', () => {
    expect(
      backTarget({ ...maple, dineInOnly: true, route: route('/r/maple-downtown/1001/ALLDAY') }),
    ).toBeNull();
  });
  it('checkout, store-account and guest-history use history, falling back to the store', () => {
    for (const path of [
      '/snappy/detail/G1001/1001/checkout',
      '/snappy/detail/G1001/1001/account',
      '/snappy/detail/G1001/1001/guest_history',
    ]) {
      expect(backTarget({ ...maple, route: route(path) })).toEqual({
        kind: 'history',
        fallback: '/owa/r/maple-downtown/1001',
      });
    }
    expect(backTarget({ ...maple, route: route('/snappy/detail/G1001/1001/success_handler') })).toEqual({
      kind: 'path',
      path: '/owa/r/maple-downtown/1001',
    });
  });
  it('home, group and 404 have no back; nothing is guessed before the store is known', () => {
    expect(backTarget({ ...maple, route: route('/') })).toBeNull();
    expect(backTarget({ ...maple, route: route('/g/maple-co/G1001/') })).toBeNull();
    expect(backTarget({ ...maple, group: null, route: route('/r/maple-downtown/1001/ALLDAY') })).toBeNull();
  });
});
