import { matchRoute, storePageOf } from '@owa/shared';

/**
 * The menu code of the store page being shown, when it is one: the fallback for a time asked for
 * without a menu (the sub-header's selector, or an add that did not name its menu).
 */
export function routeMenuCode(pathname: string = window.location.pathname): string | null {
  return storePageOf(matchRoute(pathname))?.menuCode || null;
}
