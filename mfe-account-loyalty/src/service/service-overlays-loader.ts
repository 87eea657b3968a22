let loaded: typeof import('./ServiceOverlays') | null = null;

/** The service's dialogs (login, referral) with the design kit's dialogs entry they need. */
export const loadServiceOverlays = () =>
  import('./ServiceOverlays').then((module) => {
    loaded = module;
    return module;
  });

/** The dialogs once their code is here: rendered at once rather than through a lazy component. */
export const serviceOverlaysView = () => loaded?.default ?? null;

/** Runs the callback when the page is idle; returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(timer);
}
