// Serving `menu:configure-item`: find the item in the menu the store page already loaded, or fetch
// that menu (the dialog may open from the checkout route or for a reward), then start the working copy.
import { type Menu, type MenuItem, MenuSchema, pageStore, type Store, siteApi } from '@owa/shared';
import { addListener, freeze, isAnyOf } from '@reduxjs/toolkit';
import { menuItemIndex } from '../../domain/item-dialog/working-item';
import type { MenuDispatch } from '../../lib/hooks';
import type { WithStorePage } from '../store-page';
import {
  type ConfigureItemRequest,
  dialogRequested,
  type ItemDialogLoaded,
  itemLoaded,
  itemLoadFailed,
  itemLoadRetried,
} from './item-dialog-slice';
import type { WithItemDialog } from './item-dialog-state';

/** The part of the menu store the dialog's loading reads. */
export type ItemDialogRoot = WithStorePage & WithItemDialog;

export interface MenuSource {
  readonly store: Store | null;
  readonly menu: Menu;
  readonly menuCode: string;
}

function loadedSource(state: ItemDialogRoot, request: ConfigureItemRequest): MenuSource | null {
  const page = state.storePage;
  if (!page.store || !page.menu || !page.menuCode || String(page.store.storeId) !== request.storeId)
    return null;
  if (request.menuCode && request.menuCode !== page.menuCode) return null;
  return { store: page.store, menu: page.menu, menuCode: page.menuCode };
}

function requestedMenuCode(state: ItemDialogRoot, request: ConfigureItemRequest): string | null {
  if (request.menuCode) return request.menuCode;
  if (request.purpose.kind === 'edit' && request.purpose.line.menuCode) return request.purpose.line.menuCode;
  return state.storePage.storeId === request.storeId ? state.storePage.menuCode : null;
}

async function fetchSource(storeId: string, menuCode: string): Promise<MenuSource> {
  const [store, menu] = await Promise.all([
    pageStore(storeId),
    siteApi().request(`/menu/${encodeURIComponent(menuCode)}`, { schema: MenuSchema, storeId, silent: true }),
  ]);
  return { store, menu, menuCode };
}

/**
 * The dialog's side effect, in the menu store's listener middleware: added when this code first
 * loads (the store page's first paint does not carry it). One effect function, so adding it again
 * keeps one listener.
 */
const loadRequestedItem = async (
  _event: unknown,
  api: { dispatch: MenuDispatch; getState: () => ItemDialogRoot },
): Promise<void> => {
  const request = api.getState().itemDialog?.request;
  if (request) await loadItem(request, api.dispatch, api.getState);
};

/**
 * The dialog's Retry, from here rather than from the slice: the dialog's view and its loading then
 * share their code's chunk (one request on the first open, not two).
 */
export { itemLoadRetried };

/** Serves `menu:configure-item`: the dialog opens loading, then shows the item or a retry. */
export function openItemDialog(request: ConfigureItemRequest, dispatch: MenuDispatch): void {
  dispatch(
    addListener.withTypes<ItemDialogRoot>()({
      matcher: isAnyOf(dialogRequested, itemLoadRetried),
      effect: loadRequestedItem,
    }),
  );
  dispatch(dialogRequested(request));
}

/** What the dialog reads of an item, its menu (`items`, indexed) and its store. */
export function loadedItem(
  source: MenuSource,
  item: MenuItem,
  items: Record<string, MenuItem>,
): ItemDialogLoaded {
  // The menu and the store are data the dialog reads, not state it changes. Frozen at their root,
  // immer takes them as they are; else it walks every nested object to freeze it, inside the
  // press that opens the dialog.
  return {
    item,
    items: freeze(items),
    menuCode: source.menuCode,
    groupId: source.store?.groupId ?? null,
    store: source.store && freeze(source.store),
    specialRequestDisabled: source.store?.settings?.orderSettings?.disableSpecialRequestforItem === true,
  };
}

async function loadItem(
  request: ConfigureItemRequest,
  dispatch: MenuDispatch,
  getState: () => ItemDialogRoot,
): Promise<void> {
  try {
    let source = loadedSource(getState(), request);
    if (!source) {
      const menuCode = requestedMenuCode(getState(), request);
      if (!menuCode) throw new Error('No menu to configure the item from');
      source = await fetchSource(request.storeId, menuCode);
    }
    const items = menuItemIndex(source.menu);
    const item = items[request.itemCode];
    if (!item) throw new Error(`Item ${request.itemCode} is not on menu ${source.menuCode}`);
    dispatch(itemLoaded(loadedItem(source, item, items)));
  } catch {
    dispatch(itemLoadFailed());
  }
}
