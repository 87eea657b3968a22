import type { ComponentProps } from 'react';
import { DialogFrame } from '../../../lib/DialogFrame';
import { useOrderContextDispatch } from '../state';
import { dineInActions } from './dine-in-slice';

/** The dine-in dialogs' frame; closing it closes the dine-in dialog unless told otherwise. */
export function DineInDialogFrame(
  props: Omit<ComponentProps<typeof DialogFrame>, 'onClose'> & { readonly onClose?: () => void },
) {
  const dispatch = useOrderContextDispatch();
  return <DialogFrame {...props} onClose={props.onClose ?? (() => dispatch(dineInActions.dialogClosed()))} />;
}
