/** The dialog's code (and the overlays entry) loads on demand; the service warms it when idle. */
export const loadLoginDialog = () => import('./LoginDialog');

export function preloadLoginDialogWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  idle(() => void loadLoginDialog().catch(() => undefined));
}
