import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { type ContextDialogsState, contextDialogsSlice } from './context-dialogs-slice';
import { type DeliveryCheckState, deliveryCheckSlice } from './delivery/delivery-check-slice';
import { type DineInState, dineInSlice } from './dine-in/dine-in-slice';
import { type OrderContextState, orderContextSlice } from './order-context-slice';
import { type StoreInfoState, storeInfoSlice } from './store-info-slice';
import { type TimeSlotsState, timeSlotsSlice } from './time-slots-slice';

/** The order context room's state: how, when and where the order is served, and its dialogs. */
export interface OrderContextRoot {
  readonly orderContext: OrderContextState;
  readonly storeInfo: StoreInfoState;
  readonly timeSlots: TimeSlotsState;
  readonly contextDialogs: ContextDialogsState;
  readonly deliveryCheck: DeliveryCheckState;
  readonly dineIn: DineInState;
}

/** The room's reducers, by the key each one owns in the remote's store. */
export const orderContextReducers = {
  orderContext: orderContextSlice.reducer,
  storeInfo: storeInfoSlice.reducer,
  timeSlots: timeSlotsSlice.reducer,
  contextDialogs: contextDialogsSlice.reducer,
  deliveryCheck: deliveryCheckSlice.reducer,
  dineIn: dineInSlice.reducer,
};

export const useOrderContextSelector = useSelector.withTypes<OrderContextRoot>();
export const useOrderContextDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
