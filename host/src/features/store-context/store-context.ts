import {
  ApiError,
  bus,
  type Group,
  GroupSchema,
  matchRoute,
  STORE_NOT_FOUND,
  StoreSchema,
  siteApi,
} from '@owa/shared';
import * as v from 'valibot';
import {
  type ContextToLoad,
  contextToLoad,
  LAST_GROUP_KEY,
  LAST_STORE_KEY,
} from '../../domain/store-identity';
import { EMPTY, type StoreContext, storeContext$ } from './store-context-state';

const LiteMenusSchema = v.array(v.looseObject({ channels: v.nullish(v.array(v.string())) }));

async function fetchGroup(groupId: string): Promise<Group | null> {
  return siteApi()
    .request('/store_group', { query: { groupId }, schema: GroupSchema, silent: true })
    .catch(() => null);
}

/**
 * The order type whose menus are counted: a table's QR is dine-in (the cart sets it while the store
 * loads, and the QR step asks for the dine-in menus too, so the answer is shared); otherwise the
 * diner's, as menu selection lists them.
 */
function countedOrderType(): string {
  if (matchRoute(window.location.pathname)?.name === 'table-qr-entry') return 'DINE_IN';
  return bus.current('cart:order-context')?.orderType ?? 'PICKUP';
}

/** The store of a store id, with its group and online menu count; a failure leaves the chrome plain. */
export async function loadStoreContext(storeId: string, groupId: string | null): Promise<StoreContext> {
  const api = siteApi();
  let errorCode: string | null = null;
  const [stores, group, menus] = await Promise.all([
    api
      .request('/store', { query: { storeId }, schema: v.array(StoreSchema), storeId, silent: true })
      .catch((error: unknown) => {
        errorCode = error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN';
        return null;
      }),
    groupId ? fetchGroup(groupId) : Promise.resolve(null),
    api
      .request('/lite_menus', {
        query: { orderType: countedOrderType() },
        schema: LiteMenusSchema,
        storeId,
        silent: true,
      })
      .catch(() => []),
  ]);
  const store = stores?.[0] ?? null;
  if (!store) return { ...EMPTY, storeId, status: 'failed', errorCode: errorCode ?? STORE_NOT_FOUND };
  const resolvedGroup = group ?? (store.groupId ? await fetchGroup(store.groupId) : null);
  const onlineMenuCount = menus.filter((menu) => menu.channels?.includes('ONLINE')).length;
  return { storeId, store, group: resolvedGroup, onlineMenuCount, status: 'ready', errorCode: null };
}

/** The group alone, for the group page (no store yet). */
export async function loadGroupContext(groupId: string): Promise<StoreContext> {
  const group = await fetchGroup(groupId);
  return { ...EMPTY, group, status: group ? 'ready' : 'failed' };
}

/** Which context a load is for: a new key means the previous load's answer is stale. */
function keyOf(target: ContextToLoad | null): string | null {
  if (!target) return null;
  return target.kind === 'store' ? `store:${target.storeId}` : `group:${target.groupId}`;
}

/**
 * Follows the route: loads the store (or the group on the group page) once per id and publishes it
 * (`shell:store`, for every team); on a route without either (home, 404) the kept last store and its
 * group (spec 3 §4). Started at boot, beside the remote list: the route's store is the first fact
 * every page needs, and no team asks the API for it again.
 */
export function followRouteStore(
  onLoaded: (context: StoreContext) => void,
  storage: Storage = window.localStorage,
): () => void {
  let key: string | null = null;
  const refresh = (force = false) => {
    const route = matchRoute(window.location.pathname);
    const target = contextToLoad(route?.params ?? {}, storage);
    const nextKey = keyOf(target);
    if (nextKey === key && !force) return;
    key = nextKey;
    if (!target) {
      storeContext$.next(EMPTY);
      return;
    }
    // The group stays on screen while the next store of the same page loads (the header keeps it).
    const storeId = target.kind === 'store' ? target.storeId : null;
    const previous = storeContext$.value;
    storeContext$.next({
      ...previous,
      storeId,
      store: previous.storeId === storeId ? previous.store : null,
      status: 'loading',
      errorCode: null,
    });
    const load =
      target.kind === 'store'
        ? loadStoreContext(target.storeId, target.groupId)
        : loadGroupContext(target.groupId);
    void load.then((context) => {
      if (key !== nextKey) return;
      const groupId = context.store?.groupId ?? null;
      if (groupId && String(context.store?.storeId) === storage.getItem(LAST_STORE_KEY)) {
        storage.setItem(LAST_GROUP_KEY, groupId);
      }
      storeContext$.next(context);
      onLoaded(context);
    });
  };
  const onRoute = () => refresh();
  refresh();
  // Before the next route's applications mount, so they find its store loading, not the last one.
  window.addEventListener('single-spa:before-routing-event', onRoute);
  const reloads = bus.on('shell:reload-store').subscribe(({ storeId }) => {
    if (storeContext$.value.storeId === storeId && storeContext$.value.status === 'failed') refresh(true);
  });
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onRoute);
    reloads.unsubscribe();
  };
}
