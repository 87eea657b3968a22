import type { ItemDialogState } from './item-dialog-slice';

/** The part of the menu store the dialog reads: its own slice, absent until its code has loaded. */
export interface WithItemDialog {
  readonly itemDialog?: ItemDialogState;
}

/** The dialog's state, or null before its (lazily injected) slice has loaded. */
export function selectItemDialog(state: WithItemDialog): ItemDialogState | null {
  return state.itemDialog ?? null;
}
