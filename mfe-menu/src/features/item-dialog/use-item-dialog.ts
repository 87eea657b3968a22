import { bus, type CartItemRequest, type CartLine, useChannel } from '@owa/shared';
import { catalogueAvailability } from '@owa/shared/domain';
import { useMemo } from 'react';
import { lineNutrition } from '../../domain/dietary/nutrition';
import { checkComboStep, checkItemStep, type StepCheck } from '../../domain/item-dialog/step-check';
import { finderOf, stepSelection, workingLine, workingPrice } from '../../domain/item-dialog/working-item';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { noteMenuAdd } from '../../lib/menu-adds';
import {
  currentStep,
  dialogClosed,
  initialItemDialogState as EMPTY_DIALOG,
  type ItemDialogState,
  pressRefused,
  stepAdvanced,
} from './item-dialog-slice';
import { selectItemDialog } from './item-dialog-state';
import { useDialogFilter } from './use-dialog-filter';

export type ItemDialogModel = ReturnType<typeof useItemDialogModel>;

export type MainAction = 'addToCart' | 'saveCartItem' | 'selectItem' | 'next';

/** Units of the item already in the cart, not counting the line being edited (spec 1 §5). */
function useInCartCount(itemCode: string | undefined, editedLine: CartLine | null): number {
  const summary = useChannel('cart:summary');
  const inCart = (summary?.lines ?? [])
    .filter((line) => line.code === itemCode)
    .reduce((sum, line) => sum + line.qty, 0);
  return Math.max(0, inCart - (editedLine?.qty ?? 0));
}

/** The dialog's view model: the step on screen, the live price and what the main button does. */
export function useItemDialog() {
  return useItemDialogModel(useMenuSelector(selectItemDialog) ?? EMPTY_DIALOG);
}

/** The view model of a given dialog state: the open dialog's, or the idle rehearsal's (ItemDialogRehearsal.tsx). */
export function useItemDialogModel(dialog: ItemDialogState) {
  const dispatch = useMenuDispatch();
  const orderType = useChannel('cart:order-context')?.orderType;
  const isMember = useChannel('account:customer') != null;
  const purpose = dialog.request?.purpose;
  const editedLine = purpose?.kind === 'edit' ? purpose.line : null;
  const inCartCount = useInCartCount(dialog.item?.code, editedLine);
  const findItem = useMemo(() => finderOf(dialog.items), [dialog.items]);
  const current = currentStep(dialog);
  const line = useMemo(
    () =>
      dialog.item && dialog.working
        ? workingLine(dialog.item, dialog.working, dialog.menuCode, findItem)
        : null,
    [dialog.item, dialog.working, dialog.menuCode, findItem],
  );
  const price = line ? workingPrice(line, findItem, { orderType, isMember }) : null;
  // Issue 22: what the configuration on screen contains, and the diner's filters.
  const nutrition = useMemo(() => (line ? lineNutrition(line, findItem) : null), [line, findItem]);
  const filter = useDialogFilter(findItem);
  const selection =
    current && dialog.working ? stepSelection(dialog.working, current.step, current.target) : [];
  const isLast = !current || dialog.step >= current.total;
  const action: MainAction = !isLast
    ? dialog.step === 1
      ? 'next'
      : 'selectItem'
    : purpose?.kind === 'edit'
      ? 'saveCartItem'
      : purpose?.kind === 'add'
        ? 'addToCart'
        : 'selectItem';

  const check = (): StepCheck => {
    if (!dialog.item || !dialog.working || !current?.target)
      return { allowed: false, reason: 'unavailable', target: null };
    if (current.step.kind === 'combo') return checkComboStep(current.target, selection);
    return checkItemStep({
      item: dialog.item,
      available: catalogueAvailability(dialog.item).orderable,
      selection: dialog.working.selection,
      relations: dialog.working.relations,
      quantity: dialog.working.quantity,
      inCartCount,
      everyRelationRequired: purpose?.kind === 'reward',
    });
  };

  /**
   * Spec 1 §4.6: past the last step the composite goes to the cart, and the menu is done: an add
   * (the cart asks for a time when one is needed), an edit, or a reward's or coupon's item (the
   * account team sees it named on the line in `cart:summary`).
   */
  const finish = () => {
    const request = dialog.request;
    if (!request || !line || !dialog.item || !price || !dialog.menuCode) return;
    const item: CartItemRequest = {
      storeId: request.storeId,
      menuCode: dialog.menuCode,
      itemCode: dialog.item.code,
      name: dialog.item.name,
      quantity: line.qty,
      unitPriceCents: price.unitCents,
      line,
    };
    const kind = request.purpose;
    if (kind.kind === 'edit') bus.emit('cart:replace-line', { lineUuid: kind.lineUuid, item });
    else if (kind.kind === 'add') {
      noteMenuAdd();
      bus.emit('cart:add-item', { ...item, origin: 'menu' });
    } else bus.emit('cart:add-item', { ...item, promotion: kind });
    dispatch(dialogClosed());
  };

  const press = (): 'refused' | 'advanced' | 'finished' => {
    const result = check();
    if (!result.allowed) {
      dispatch(pressRefused({ reason: result.reason, target: result.target }));
      return 'refused';
    }
    if (!isLast) {
      dispatch(stepAdvanced());
      return 'advanced';
    }
    finish();
    return 'finished';
  };

  /** Closing without finishing sends nothing: nothing went to the cart. */
  const close = () => dispatch(dialogClosed());

  return {
    dialog,
    current,
    selection,
    price,
    nutrition,
    filter,
    action,
    inCartCount,
    findItem,
    press,
    close,
  };
}
