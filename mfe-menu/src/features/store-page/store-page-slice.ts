import type { Menu, Store } from '@owa/shared';
import type { UnknownAction } from '@reduxjs/toolkit';

export interface StorePageState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly storeId: string | null;
  readonly menuCode: string | null;
  readonly store: Store | null;
  readonly menu: Menu | null;
  readonly errorCode: string | null;
  /** The menu call failed: `menu` is the placeholder group (spec 1 §7) and a retry is offered. */
  readonly menuFailed: boolean;
}

/** The part of the menu store the store page's data is. */
export interface WithStorePage {
  readonly storePage: StorePageState;
}

export const selectStorePage = (state: WithStorePage) => state.storePage;

/** Before the page has asked for anything: what the page shows as its skeleton. */
export const initialStorePageState: StorePageState = {
  status: 'idle',
  storeId: null,
  menuCode: null,
  store: null,
  menu: null,
  errorCode: null,
  menuFailed: false,
};

/** spec 1 §7: a menu that fails to load becomes one placeholder group. */
export const NO_MENU_FOUND_GROUP = 'No menu found in store';

/** What happened to the store page's data, as events. */
export type StorePageEvent =
  | { type: 'storePage/requested'; storeId: string; menuCode: string }
  | { type: 'storePage/loaded'; store: Store; menu: Menu; menuFailed: boolean }
  | { type: 'storePage/failed'; errorCode: string };

/** The page asks for its store and menu; store-page-listeners.ts fetches them. */
export const storePageRequested = (where: { storeId: string; menuCode: string }): StorePageEvent => ({
  type: 'storePage/requested',
  ...where,
});
export const storePageLoaded = (store: Store, menu: Menu, menuFailed: boolean): StorePageEvent => ({
  type: 'storePage/loaded',
  store,
  menu,
  menuFailed,
});
export const storePageFailed = (errorCode: string): StorePageEvent => ({
  type: 'storePage/failed',
  errorCode,
});

export type StorePageRequested = Extract<StorePageEvent, { type: 'storePage/requested' }>;
export const isStorePageRequested = (action: { type: string }): action is StorePageRequested =>
  action.type === 'storePage/requested';

export function storePageReducer(
  state: StorePageState = initialStorePageState,
  action: StorePageEvent | UnknownAction,
): StorePageState {
  const event = action as StorePageEvent;
  switch (event.type) {
    case 'storePage/requested':
      return {
        ...state,
        status: 'loading',
        storeId: event.storeId,
        menuCode: event.menuCode,
        errorCode: null,
      };
    case 'storePage/loaded':
      return {
        ...state,
        status: 'ready',
        store: event.store,
        menu: event.menu,
        menuFailed: event.menuFailed,
      };
    case 'storePage/failed':
      return { ...state, status: 'failed', errorCode: event.errorCode };
    default:
      return state;
  }
}
