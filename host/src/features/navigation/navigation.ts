import { bus } from '@owa/shared';
import { navigateToUrl } from 'single-spa';
import { withCarriedQuery } from '../../domain/query-params';

let inSiteNavigations = 0;

/** Whether the browser's back would stay on this site (the diner navigated within it). */
export function canGoBackInSite(): boolean {
  return inSiteNavigations > 0;
}

/** Goes to a path of the site, carrying referrer, vc, dineInOnly and tid (spec 1 §2.1). */
export function goTo(path: string, options: { replace?: boolean } = {}): void {
  const target = withCarriedQuery(path, window.location.search);
  if (options.replace) window.history.replaceState(window.history.state, '', target);
  else {
    inSiteNavigations += 1;
    navigateToUrl(target);
  }
}

/** The shell handles `shell:navigate` for every team. */
export function startNavigation(): () => void {
  const subscription = bus
    .on('shell:navigate')
    .subscribe(({ path, replace }) => goTo(path, replace ? { replace } : {}));
  const onPop = () => {
    inSiteNavigations = Math.max(0, inSiteNavigations - 1);
  };
  window.addEventListener('popstate', onPop);
  return () => {
    subscription.unsubscribe();
    window.removeEventListener('popstate', onPop);
  };
}
