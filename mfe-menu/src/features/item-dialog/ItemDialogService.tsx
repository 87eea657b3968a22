import { useMenuSelector } from '../../lib/hooks';
import { useThumbsUpSync } from '../thumbs-up';
import { dialogView, rehearsalView } from './connect-item-dialog';
import { selectItemDialog, type WithItemDialog } from './item-dialog-state';
import { useIdleRehearsal } from './use-idle-rehearsal';

/**
 * The menu's always-active service app: the item dialog when asked for, and thumbs-up upkeep. The
 * dialog is asked for once its code is here (connect-item-dialog.ts), so it renders at once; until
 * the first open, it is rehearsed once while the page is idle (use-idle-rehearsal.ts).
 */
export function ItemDialogService() {
  useThumbsUpSync();
  const open = useMenuSelector((state: WithItemDialog) => selectItemDialog(state)?.request != null);
  const rehearsal = useIdleRehearsal(open);
  const View = dialogView();
  if (open && View) return <View />;
  const Rehearsal = rehearsal.due ? rehearsalView() : null;
  return Rehearsal ? <Rehearsal onDone={rehearsal.done} /> : null;
}
