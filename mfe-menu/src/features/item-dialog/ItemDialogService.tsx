import { useMenuSelector } from '../../lib/hooks';
import { useThumbsUpSync } from '../thumbs-up';
import { dialogView } from './connect-item-dialog';
import { selectItemDialog, type WithItemDialog } from './item-dialog-state';

/**
 * The menu's always-active service app: the item dialog when asked for, and thumbs-up upkeep. The
 * dialog is asked for once its code is here (connect-item-dialog.ts), so it renders at once.
 */
export function ItemDialogService() {
  useThumbsUpSync();
  const open = useMenuSelector((state: WithItemDialog) => selectItemDialog(state)?.request != null);
  const View = dialogView();
  return open && View ? <View /> : null;
}
