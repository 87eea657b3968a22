// The back button and the logo of spec 1 §2.3: where "back" leads from each route.
import { buildPath, type RouteMatch } from '@owa/shared';

export interface BackContext {
  readonly route: RouteMatch;
  readonly group: { readonly slug: string; readonly groupId: string } | null;
  readonly store: { readonly slug: string; readonly storeId: string } | null;
  /** Menus the store offers online; more than one puts menu-selection between store and group. */
  readonly onlineMenuCount: number;
  /** `dineInOnly` in the URL: the diner stays on the store (spec 1 §2.3). */
  readonly dineInOnly: boolean;
}

export type BackTarget =
  | { readonly kind: 'path'; readonly path: string }
  /** Browser history when the diner came from within the site, else the path. */
  | { readonly kind: 'history'; readonly fallback: string }
  | null;

/**
 * spec 1 §2.3 back button map: menu-selection and store go to the group (a store with several
 * menus to menu-selection); checkout, order-status, store-account, guest-history and wechat-handler go
 * to the store, the first four through browser history. With dineInOnly the diner stays on the store.
 */
export function backTarget({ route, group, store, onlineMenuCount, dineInOnly }: BackContext): BackTarget {
  const groupPath = group ? buildPath('group', { groupSlug: group.slug, gid: group.groupId }) : null;
  const storePath = store
    ? buildPath('menu-selection', { restaurantSlug: store.slug, sid: store.storeId })
    : null;
  switch (route.name) {
    case 'menu-selection':
      return groupPath ? { kind: 'path', path: groupPath } : null;
    case 'store':
    case 'store1':
      if (dineInOnly) return null;
      if (onlineMenuCount > 1 && storePath) return { kind: 'path', path: `${storePath}` };
      return groupPath ? { kind: 'path', path: groupPath } : null;
    case 'checkout':
    case 'order-status':
    case 'store-account':
    case 'guest-history':
      return storePath ? { kind: 'history', fallback: storePath } : null;
    case 'wechat-handler':
      return storePath ? { kind: 'path', path: storePath } : null;
    default:
      return null;
  }
}
