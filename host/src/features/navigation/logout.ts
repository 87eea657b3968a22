import { buildPath, bus, matchRoute, routeParam, storePageOf } from '@owa/shared';
import { storeContext$ } from '../store-context';
import { goTo } from './navigation';

const KEPT_ON_LOGOUT = ['vc', 'dineInOnly', 'tid'] as const;

/** Where logout leads (spec 3 §4 Logout): the store's route keeping vc, dineInOnly and tid. */
export function logoutLanding(pathname: string, search: string, storeSlug: string | null): string | null {
  const route = matchRoute(pathname);
  const from = new URLSearchParams(search);
  const kept = Object.fromEntries(
    KEPT_ON_LOGOUT.flatMap((name) => (from.has(name) ? [[name, from.get(name)]] : [])),
  );
  // On a store's own page the diner stays where they are.
  if (storePageOf(route) || route?.name === 'menu-selection') return null;
  const sid = routeParam(route, 'sid');
  if (sid && storeSlug) return buildPath('menu-selection', { restaurantSlug: storeSlug, sid }, kept);
  return buildPath('home', {});
}

/** The shell's part of logout beyond the kept login: the account team's reset, and the way back. */
export function followLogout(): () => void {
  const subscription = bus.on('shell:logout').subscribe(() => {
    bus.emit('account:reset', { reason: 'logout' });
    const landing = logoutLanding(
      window.location.pathname,
      window.location.search,
      storeContext$.value.store?.slug ?? null,
    );
    if (landing) goTo(landing);
  });
  return () => subscription.unsubscribe();
}
