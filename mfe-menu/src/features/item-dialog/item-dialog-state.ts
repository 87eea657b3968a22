import type { MenuState } from '../../app/store';
import type { ItemDialogState } from './item-dialog-slice';

/** The dialog's state, or null before its (lazily injected) slice has loaded. */
export function selectItemDialog(state: MenuState): ItemDialogState | null {
  return state.itemDialog ?? null;
}
