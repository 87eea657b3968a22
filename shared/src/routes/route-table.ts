/**
 * The route table of spec 1 §2.1 as data. The host owns navigation and guards; remotes read
 * params through `matchRoute` and build links with `buildPath`, never by writing paths by hand.
 */
export const BASE_PATH = '/owa';

/** Which deployable renders a route. */
export type RouteOwner = 'host' | 'mfe-menu' | 'mfe-cart-checkout' | 'mfe-account-loyalty';

interface RouteDefinition {
  readonly path: string;
  readonly owner: RouteOwner;
  readonly requiresLogin?: boolean;
  /** Rendered without the page chrome (header, footer). */
  readonly bare?: boolean;
}

export const ROUTES = {
  home: { path: '/', owner: 'host' },
  group: { path: '/g/:groupSlug/:gid/', owner: 'mfe-menu' },
  register: { path: '/snappy/detail/:gid/:sid/m/:mid/register', owner: 'host' },
  'menu-selection': { path: '/r/:restaurantSlug/:sid', owner: 'mfe-menu' },
  store1: { path: '/detail/:gid/:sid/m/:mid', owner: 'mfe-menu' },
  store: { path: '/r/:restaurantSlug/:sid/:mid', owner: 'mfe-menu' },
  'store-account': {
    path: '/snappy/detail/:gid/:sid/account',
    owner: 'mfe-account-loyalty',
    requiresLogin: true,
  },
  'guest-history': { path: '/snappy/detail/:gid/:sid/guest_history', owner: 'mfe-account-loyalty' },
  checkout: { path: '/snappy/detail/:gid/:sid/checkout', owner: 'mfe-cart-checkout' },
  /** Where an order is after its payment, live (issue 23). */
  'order-status': { path: '/snappy/detail/:gid/:sid/order/:orderId', owner: 'mfe-cart-checkout' },
  'table-qr-entry': { path: '/snappy/al/:gid/scan/:sid/:tid', owner: 'host' },
  'wechat-handler': { path: '/snappy/detail/:gid/:sid/success_handler', owner: 'mfe-cart-checkout' },
  'stripe-handler': {
    path: '/snappy/detail/:gid/:sid/3ds_success_handler',
    owner: 'mfe-cart-checkout',
    bare: true,
  },
  feature: { path: '/snappy/detail/:gid/:sid/feature', owner: 'host' },
  'not-found': { path: '/404', owner: 'host' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** `RouteParams<'store'>` is `{ restaurantSlug: string; sid: string; mid: string }`. */
export type RouteParams<N extends RouteName> = {
  readonly [P in ParamNames<(typeof ROUTES)[N]['path']>]: string;
};

/** Query parameters the site reads (spec 1 §2.1). Anything else passes through untouched. */
export const QUERY_PARAMS = [
  'dineInOnly',
  'tid',
  'vc',
  'tab',
  'referrer',
  'orderType',
  'orderId',
  'displayId',
  'PixelCode',
  'kioskMode',
  'direct',
  'id',
  'storeId',
  'phoneNumber',
] as const;
export type QueryParamName = (typeof QUERY_PARAMS)[number];

interface MatchOf<N extends RouteName> {
  readonly name: N;
  readonly params: RouteParams<N>;
  readonly definition: (typeof ROUTES)[N];
}

/** A matched route: one per route name, so a check of `name` gives that route's params. */
export type RouteMatch<N extends RouteName = RouteName> = { readonly [K in N]: MatchOf<K> }[N];

/** The parameters any route's path has (`sid` on every store-scoped route). */
export type RouteParamName = { [N in RouteName]: keyof RouteParams<N> }[RouteName];

/** A parameter of whichever route matched, or null when that route's path has none. */
export function routeParam(route: RouteMatch | null | undefined, name: RouteParamName): string | null {
  const params: Readonly<Partial<Record<RouteParamName, string>>> = route?.params ?? {};
  return params[name] ?? null;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const compiled = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  segments: segmentsOf(ROUTES[name].path),
}));

/** Strips the base path; returns null for a path outside the site. */
export function stripBasePath(pathname: string): string | null {
  if (pathname === BASE_PATH) return '/';
  if (!pathname.startsWith(`${BASE_PATH}/`)) return null;
  return pathname.slice(BASE_PATH.length);
}

/**
 * Matches a pathname (with or without the base path) to a route. Segments are matched exactly
 * by count, so `/r/slug/1001` is menu-selection and `/r/slug/1001/ALLDAY` is store.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const local = stripBasePath(pathname) ?? pathname;
  const actual = segmentsOf(local);
  for (const route of compiled) {
    if (route.segments.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let index = 0; index < route.segments.length; index += 1) {
      const expected = route.segments[index] as string;
      const value = actual[index] as string;
      if (expected.startsWith(':')) {
        let decoded: string;
        try {
          decoded = decodeURIComponent(value);
        } catch {
          matched = false;
          break;
        }
        params[expected.slice(1)] = decoded;
      } else if (expected !== value) {
        matched = false;
        break;
      }
    }
    if (matched) {
      return { name: route.name, params, definition: ROUTES[route.name] } as RouteMatch;
    }
  }
  return null;
}

export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Builds `/owa/...` for a route; missing params throw, so a broken link fails in tests, not in use. */
export function buildPath<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  query: QueryValues = {},
): string {
  const path = ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_whole, param: string) => {
    const value = (params as Record<string, string | undefined>)[param];
    if (value === undefined || value === '') {
      throw new Error(`Route '${name}' needs the parameter '${param}'`);
    }
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${BASE_PATH}${path}${queryString ? `?${queryString}` : ''}`;
}

/** Is this route rendered by the given deployable? Used for single-spa `activeWhen`. */
export function isRouteOwnedBy(pathname: string, owner: RouteOwner): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.definition.owner === owner;
}

/** The routes each deployable renders, for documentation and registration. */
export function routesOwnedBy(owner: RouteOwner): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTES[name].owner === owner);
}

/** The store and menu a store page shows (its route, or the legacy shape `store1`). */
export interface StorePage {
  readonly storeId: string;
  readonly menuCode: string;
}

/** The store page a route is (spec 1 §2: `store`, or its legacy shape `store1`), else null. */
export function storePageOf(route: RouteMatch | null | undefined): StorePage | null {
  if (route?.name !== 'store' && route?.name !== 'store1') return null;
  return { storeId: route.params.sid, menuCode: route.params.mid };
}
