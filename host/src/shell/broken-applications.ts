import { bus, isRouteOwnedBy } from '@owa/shared';
import { routeAreaElement } from '@owa/shared/design-kit';
import type { AppError } from 'single-spa';
import { REMOTE_NAMES, type RemoteName } from '../federation/remote-list';
import { fallbackLifecycles } from './area-fallback';

/** `mfe-menu` and its `mfe-menu:service` belong to mfe-menu; the shell's own apps to no remote. */
export function remoteOfApplication(name: string): RemoteName | null {
  return REMOTE_NAMES.find((remote) => name === remote || name.startsWith(`${remote}:`)) ?? null;
}

/**
 * A lifecycle that threw (a remote's build whose application fails to bootstrap or mount; single-spa
 * hands it to the shell's error handler, compose.ts): reported under its remote's name, so the
 * release's error rate counts it against that build. A route's own application that broke ends the
 * shell's wait for the route's first paint, and its area shows a message and a retry: a reload,
 * since the next page may be served another build.
 */
export function brokenApplication(
  error: AppError,
  onRouteApplicationBroken: () => void,
  reload: () => void = () => window.location.reload(),
): void {
  const remote = remoteOfApplication(error.appOrParcelName);
  bus.emit('shell:error-report', {
    error: remote ? `Remote ${remote} failed: ${error.message}` : error.message,
  });
  if (remote === null || error.appOrParcelName !== remote) return;
  onRouteApplicationBroken();
  showRetryCard(remote, reload);
}

function showRetryCard(remote: RemoteName, reload: () => void): void {
  const area = routeAreaElement(remote);
  const card = document.createElement('div');
  area.appendChild(card);
  void fallbackLifecycles(remote, () => card, reload).mount({});
  // single-spa skips a broken application from now on: its area is shown on its routes only.
  const follow = () => {
    area.hidden = !isRouteOwnedBy(window.location.pathname, remote);
  };
  window.addEventListener('single-spa:routing-event', follow);
}
