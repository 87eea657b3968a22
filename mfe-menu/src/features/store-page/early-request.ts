import { matchRoute } from '@owa/shared';
import type { MenuDispatch } from '../../lib/hooks';
import { storePageRequested } from './store-page-slice';

type Where = { readonly storeId: string; readonly menuCode: string };

let early: Where | null = null;

/** The store page a path opens (the store route, or its legacy shape), else null. */
export function storePageAt(pathname: string): Where | null {
  const route = matchRoute(pathname);
  if (route?.name !== 'store' && route?.name !== 'store1') return null;
  return { storeId: route.params.sid, menuCode: route.params.mid };
}

/**
 * Asks for the store page's data as the menu's code arrives, not when the page mounts: the shell
 * mounts its route after its own start (styles, languages, header) and the cart's service, and the
 * menu's request waited for all of it, ~0.4 s on the bench's phone (issue 18).
 */
export function requestStorePageEarly(dispatch: MenuDispatch, pathname: string): void {
  early = storePageAt(pathname);
  if (early) dispatch(storePageRequested(early));
}

/**
 * True once, for the page's first mount on the store and menu asked for early: that request stands
 * instead of a second one. Any later mount, or another store, asks again.
 */
export function takeEarlyRequest(where: Where): boolean {
  const taken = early?.storeId === where.storeId && early.menuCode === where.menuCode;
  early = null;
  return taken;
}
