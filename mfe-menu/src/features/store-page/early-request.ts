import { matchRoute, type StorePage, storePageOf } from '@owa/shared';
import type { MenuDispatch } from '../../lib/hooks';
import { storePageRequested } from './store-page-slice';

let early: StorePage | null = null;

/**
 * Asks for the store page's data as the menu's code arrives, not when the page mounts: the shell
 * mounts its route after its own start (styles, languages, header) and the cart's service, and the
 * menu's request waited for all of it, ~0.4 s on the bench's phone (issue 18).
 */
export function requestStorePageEarly(dispatch: MenuDispatch, pathname: string): void {
  early = storePageOf(matchRoute(pathname));
  if (early) dispatch(storePageRequested(early));
}

/**
 * True once, for the page's first mount on the store and menu asked for early: that request stands
 * instead of a second one. Any later mount, or another store, asks again.
 */
export function takeEarlyRequest(where: StorePage): boolean {
  const taken = early?.storeId === where.storeId && early.menuCode === where.menuCode;
  early = null;
  return taken;
}
