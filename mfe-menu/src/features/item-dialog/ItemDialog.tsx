import { useBodyScrollLock } from '@owa/shared/design-kit/dialogs';
import { useMenuDispatch } from '../../lib/hooks';
import { ItemDialogFrame } from './ItemDialogFrame';
import { stepReturned } from './item-dialog-slice';
import { useDialogHistory } from './use-dialog-history';
import { useItemDialog } from './use-item-dialog';

export { ItemDialogRehearsal } from './ItemDialogRehearsal';

/** Spec 1 §2.6: the item configuration dialog, loaded on demand by the menu's service app. */
export default function ItemDialog() {
  const dispatch = useMenuDispatch();
  const model = useItemDialog();
  const history = useDialogHistory(model.dialog.step, () =>
    model.dialog.step > 1 ? dispatch(stepReturned()) : model.close(),
  );
  useBodyScrollLock(true);
  return <ItemDialogFrame model={model} back={() => history.back() || dispatch(stepReturned())} />;
}
