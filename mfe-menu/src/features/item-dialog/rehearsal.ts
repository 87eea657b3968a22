import type { MenuItem } from '@owa/shared';
import { menuItemIndex } from '../../domain/item-dialog/working-item';
import { needsConfiguration } from '../../domain/needs-configuration';
import type { StorePageState } from '../store-page';
import { dialogRequested, type ItemDialogState, itemDialogSlice, itemLoaded } from './item-dialog-slice';
import { loadedItem } from './open-item-dialog';

/** An image element fetches its picture even off the page: the rehearsal's item has none. */
const withoutPicture = (item: MenuItem): MenuItem => ({
  ...item,
  images: null,
  imageURL: null,
  imageUrl: null,
});

/**
 * The dialog the idle rehearsal draws (ItemDialogRehearsal.tsx): the store page menu's first item
 * that opens the dialog, as an add, through the reducers a press runs. Null while the page has no
 * menu, or when no item of it needs configuring.
 */
export function rehearsedDialog(page: StorePageState): ItemDialogState | null {
  const { store, menu, menuCode } = page;
  if (!store || !menu || !menuCode) return null;
  const items = menuItemIndex(menu);
  const item = Object.values(items).find(needsConfiguration);
  if (!item) return null;
  const reduce = itemDialogSlice.reducer;
  const requested = reduce(
    undefined,
    dialogRequested({
      storeId: String(store.storeId),
      itemCode: item.code,
      menuCode,
      purpose: { kind: 'add' },
    }),
  );
  return reduce(requested, itemLoaded(loadedItem({ store, menu, menuCode }, withoutPicture(item), items)));
}
