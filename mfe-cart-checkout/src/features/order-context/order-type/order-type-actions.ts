import type { OrderType } from '@owa/shared/entities';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { chooseOrderType } from '../../../domain/order-type-choice';
import { type DialogsState, dialogsActions } from '../../cart/dialog/dialogs-slice';
import { type OrderContextState, orderContextActions, selectStoreContext } from '../order-context-slice';

interface Root {
  readonly orderContext: OrderContextState;
  readonly dialogs: DialogsState;
}

type Thunk = ThunkAction<void, Root, unknown, UnknownAction>;

/** The diner chose a type in the selector (a refused type never gets here: the selector explains it). */
export function orderTypePicked(chosen: OrderType, confirmed = false): Thunk {
  return (dispatch, getState) => {
    const storeId = getState().orderContext.storeId;
    if (!storeId) return;
    const context = selectStoreContext(getState(), storeId);
    const choice = chooseOrderType({
      current: context.orderType,
      chosen,
      refused: false,
      hasTable: context.tableId !== null,
      hasDeliveryAddress: context.deliveryAddress !== null,
      confirmed,
    });
    switch (choice.kind) {
      case 'edit':
        dispatch(
          choice.dialog === 'delivery'
            ? dialogsActions.deliveryOpened({ requestId: null })
            : dialogsActions.scheduleOpened({ requestId: null }),
        );
        return;
      case 'confirm-leave-dine-in':
        dispatch(dialogsActions.leaveDineInAsked(choice.orderType));
        return;
      case 'ask-address':
        if (context.orderType === 'DINE_IN') dispatch(orderContextActions.tableCleared({ storeId }));
        dispatch(dialogsActions.deliveryOpened({ requestId: null }));
        return;
      case 'switch':
        if (context.orderType === 'DINE_IN') dispatch(orderContextActions.tableCleared({ storeId }));
        dispatch(orderContextActions.orderTypeChanged({ storeId, orderType: choice.orderType }));
        return;
      case 'refused':
        return;
    }
  };
}

/** 'Yes, switch' or Cancel in the leave-dine-in confirmation. */
export function leaveDineInAnswered(confirmed: boolean): Thunk {
  return (dispatch, getState) => {
    const target = getState().dialogs.leaveDineIn;
    dispatch(dialogsActions.leaveDineInAnswered());
    if (confirmed && target) dispatch(orderTypePicked(target, true));
  };
}
