import { buildPath, matchRoute, useChannel } from '@owa/shared';
import { useEffect } from 'react';
import { useLocation } from '../features/store-context/use-store-context';
import { blockedByLogin } from '../shell/compose';
import { HomePage } from './HomePage';
import { LoginRequiredPage } from './LoginRequiredPage';
import { NotFoundPage } from './NotFoundPage';
import { RedirectingPage } from './RedirectingPage';

/**
 * The routes the shell renders itself: home, 404, the table-QR entry, the feature and register
 * link handlers, the login prompt of a guarded route, and the redirect of unknown paths to /404.
 */
export function HostPages() {
  const location = useLocation();
  useChannel('shell:session');
  const route = matchRoute(window.location.pathname);

  useEffect(() => {
    // spec 1 §2.1: any unknown path redirects to /404.
    if (route === null) window.history.replaceState(null, '', buildPath('not-found', {}));
  }, [route]);

  if (blockedByLogin(window.location.pathname)) return <LoginRequiredPage />;
  switch (route?.name) {
    case 'home':
      return <HomePage />;
    case 'table-qr-entry':
    case 'feature':
    case 'register':
      return <RedirectingPage key={location} />;
    default:
      return <NotFoundPage />;
  }
}
