import { matchRoute } from '@owa/shared';
import { backTarget } from '../../domain/back-navigation';
import { canGoBackInSite, goTo } from '../navigation';
import { useLocation, useStoreContext } from '../store-context';

export interface Back {
  readonly href: string;
  readonly go: () => void;
}

/** Where back (and the logo) lead on this route, spec 1 §2.3; null when there is no way back. */
export function useBack(): Back | null {
  const location = useLocation();
  const context = useStoreContext();
  const route = matchRoute(window.location.pathname);
  if (!route) return null;
  const { store, group } = context;
  const target = backTarget({
    route,
    group: group?.slug ? { slug: group.slug, groupId: group.groupId } : null,
    store: store?.slug ? { slug: store.slug, storeId: String(store.storeId) } : null,
    onlineMenuCount: context.onlineMenuCount,
    dineInOnly: new URLSearchParams(location.split('?')[1] ?? '').has('dineInOnly'),
  });
  if (!target) return null;
  if (target.kind === 'path') return { href: target.path, go: () => goTo(target.path) };
  return {
    href: target.fallback,
    go: () => (canGoBackInSite() ? window.history.back() : goTo(target.fallback)),
  };
}
