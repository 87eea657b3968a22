import { ApiError } from '../api-client/api-error';
import { siteApi } from '../api-client/site-api';
import { bus } from '../bus/bus';
import type { PagePhase, PageStore } from '../bus/events';
import type { Group } from '../entities/group.js';
import { type Store, StoreListSchema } from '../entities/store.js';
import { filter, firstValueFrom, take } from '../rx';

/** The API's code for a store id that names no store. */
export const STORE_NOT_FOUND = 'GENERAL_ERR_STORE_NOT_FOUND';

function settledFor(storeId: string): Promise<PageStore> {
  return firstValueFrom(
    bus
      .channel('shell:store')
      .pipe(
        filter((page) => page.storeId === storeId && (page.status === 'ready' || page.status === 'failed')),
      ),
  );
}

function failure(page: PageStore): ApiError {
  const code = page.errorCode ?? STORE_NOT_FOUND;
  return new ApiError(code === STORE_NOT_FOUND ? 404 : 0, code, code);
}

/** Another store than the page's (a moment of a navigation, say): asked for on its own. */
async function otherStore(storeId: string): Promise<Store> {
  const stores = await siteApi().request('/store', {
    query: { storeId },
    schema: StoreListSchema,
    storeId,
    silent: true,
  });
  const store = stores[0];
  if (!store) throw new ApiError(404, STORE_NOT_FOUND, STORE_NOT_FOUND);
  return store;
}

/**
 * The page's store, as the shell fetched it (`shell:store`): every team reads it instead of asking
 * the API again. A team asking after a failure (its Try again) makes the shell fetch it again.
 */
export async function pageStore(storeId: string): Promise<Store> {
  const current = bus.current('shell:store');
  if (current?.storeId !== storeId) return otherStore(storeId);
  if (current.status === 'failed') bus.emit('shell:reload-store', { storeId });
  const page = await settledFor(storeId);
  if (page.status === 'ready' && page.store) return page.store;
  throw failure(page);
}

/** The page's group (the store's group, or the group page's own), once the shell has it. */
export async function pageGroup(): Promise<Group | null> {
  const page = await firstValueFrom(
    bus.channel('shell:store').pipe(filter((value) => value.status === 'ready' || value.status === 'failed')),
  );
  return page.group;
}

/**
 * Runs `task` once the page is interactive (`shell:page`), then when the browser is idle; returns a
 * cancel. Before the shell has said anything (a test, a page without the shell) it runs when idle.
 */
export function whenPageInteractive(task: () => void): () => void {
  return whenPageReaches('interactive', task);
}

/**
 * Runs `task` once the page has painted (`shell:page` shown), then when the browser is idle: for
 * what the diner came for but the first paint does not need (a pop-up the link asked for).
 */
export function whenPageShown(task: () => void): () => void {
  return whenPageReaches('shown', task);
}

function whenPageReaches(phase: keyof PagePhase, task: () => void): () => void {
  let idle: number | null = null;
  const run = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 1000 })
        : window.setTimeout(task, 0);
  };
  // A replayed phase arrives during subscribe: take(1) ends the subscription without naming it.
  const subscription = bus.current('shell:page')
    ? bus
        .channel('shell:page')
        .pipe(
          filter((current) => current[phase]),
          take(1),
        )
        .subscribe(run)
    : null;
  if (!subscription) run();
  return () => {
    subscription?.unsubscribe();
    if (idle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
