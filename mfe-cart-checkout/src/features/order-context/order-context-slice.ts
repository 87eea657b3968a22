import type { OrderContext } from '@owa/shared';
import type { DeliveryAddress, DeliveryProviderDetail, OrderType } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DELIVERY_MESSAGE, deliveryMessageFor } from '../../domain/delivery';

/** Guest take-out table (spec 2 §9): titled "takeout". */
export const TAKEOUT_TABLE_ID = '989898';

/** Everything the diner chose about how and when one store's order is served (spec 2 §3 cart state). */
export interface StoreOrderContext {
  readonly orderType: OrderType;
  /** YYYY-MM-DD on the store clock; null with scheduledTime null means nothing chosen yet. */
  readonly scheduledDay: string | null;
  /** 'now' (ASAP) or HH:mm on the store clock. */
  readonly scheduledTime: string | null;
  /** The diner confirmed a time (ASAP or a slot) in the pickup/delivery dialog. */
  readonly scheduleChosen: boolean;
  readonly tableId: string | null;
  readonly tableDisplayNumber: string | null;
  /** Epoch ms the table was set (a table expires after 150 minutes). */
  readonly tableSetAt: number | null;
  readonly enteredViaQr: boolean;
  readonly tableMenuCodes: readonly string[] | null;
  /** A validated address only: an address is never kept before the server has checked its range. */
  readonly deliveryAddress: DeliveryAddress | null;
  readonly deliveryProvider: string | null;
  /** The last provider answer for the kept address (provider cards). */
  readonly deliveryProviders: readonly DeliveryProviderDetail[];
  readonly unitNumber: string;
  /** leave_at_door, meet_at_door (default) or meet_outside; TINY_MILE allows meet_outside only. */
  readonly deliveryMessage: string;
  readonly dineInOnly: boolean;
  readonly existingOrderId: string | null;
  /** Dine-in orders marked as take-out (reset after use, spec 2 §2). */
  readonly takeout: boolean;
}

export interface OrderContextState {
  readonly storeId: string | null;
  readonly byStore: Readonly<Record<string, StoreOrderContext>>;
}

export const emptyStoreContext: StoreOrderContext = {
  orderType: 'PICKUP',
  scheduledDay: null,
  scheduledTime: null,
  scheduleChosen: false,
  tableId: null,
  tableDisplayNumber: null,
  tableSetAt: null,
  enteredViaQr: false,
  tableMenuCodes: null,
  deliveryAddress: null,
  deliveryProvider: null,
  deliveryProviders: [],
  unitNumber: '',
  deliveryMessage: DEFAULT_DELIVERY_MESSAGE,
  dineInOnly: false,
  existingOrderId: null,
  takeout: false,
};

export const initialOrderContext: OrderContextState = { storeId: null, byStore: {} };

type ForStore<T = object> = PayloadAction<{ storeId: string } & T>;

function update(
  state: OrderContextState,
  storeId: string,
  change: (context: StoreOrderContext) => StoreOrderContext,
): OrderContextState {
  const current = state.byStore[storeId] ?? emptyStoreContext;
  return { ...state, byStore: { ...state.byStore, [storeId]: change(current) } };
}

const noSchedule = { scheduledDay: null, scheduledTime: null, scheduleChosen: false } as const;
const noAddress = { deliveryAddress: null, deliveryProvider: null, deliveryProviders: [], unitNumber: '' };

export const orderContextSlice = createSlice({
  name: 'orderContext',
  initialState: initialOrderContext,
  reducers: {
    storeEntered(state, action: PayloadAction<string>) {
      return update({ ...state, storeId: action.payload }, action.payload, (c) => c);
    },
    /** Spec 2 §4: a pickup/delivery switch clears the scheduled day and time. */
    orderTypeChanged(state, action: ForStore<{ orderType: OrderType }>) {
      const { storeId, orderType } = action.payload;
      return update(state, storeId, (c) =>
        c.orderType === orderType ? c : { ...c, orderType, ...noSchedule, takeout: false },
      );
    },
    scheduleConfirmed(state, action: ForStore<{ day: string; time: string }>) {
      const { storeId, day, time } = action.payload;
      return update(state, storeId, (c) => ({
        ...c,
        scheduledDay: day,
        scheduledTime: time,
        scheduleChosen: true,
      }));
    },
    /** ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED and order-type switches clear the time. */
    scheduleCleared(state, action: PayloadAction<{ storeId: string }>) {
      return update(state, action.payload.storeId, (c) => ({ ...c, ...noSchedule }));
    },
    tableSet(
      state,
      action: ForStore<{ tableId: string; displayNumber: string | null; at: number; viaQr: boolean }>,
    ) {
      const { storeId, tableId, displayNumber, at, viaQr } = action.payload;
      return update(state, storeId, (c) => ({
        ...c,
        orderType: 'DINE_IN',
        tableId,
        tableDisplayNumber: displayNumber,
        tableSetAt: at,
        enteredViaQr: viaQr,
      }));
    },
    tableCleared(state, action: PayloadAction<{ storeId: string }>) {
      return update(state, action.payload.storeId, (c) => ({
        ...c,
        tableId: null,
        tableDisplayNumber: null,
        tableSetAt: null,
        enteredViaQr: false,
        tableMenuCodes: null,
      }));
    },
    /** The service started with a table already set: its menus are asked for (the listener). */
    tableMenusWanted(state) {
      return state;
    },
    tableMenusAssigned(state, action: ForStore<{ menuCodes: readonly string[] | null }>) {
      return update(state, action.payload.storeId, (c) => ({
        ...c,
        tableMenuCodes: action.payload.menuCodes,
      }));
    },
    /** Spec 2 §4: a validated address is kept, the unit cleared, a valid provider chosen, type DELIVERY. */
    deliveryAddressValidated(
      state,
      action: ForStore<{
        address: DeliveryAddress;
        provider: string;
        providers: readonly DeliveryProviderDetail[];
      }>,
    ) {
      const { storeId, address, provider, providers } = action.payload;
      return update(state, storeId, (c) => ({
        ...c,
        orderType: 'DELIVERY',
        deliveryAddress: address,
        deliveryProvider: provider,
        deliveryProviders: providers,
        unitNumber: '',
        deliveryMessage: deliveryMessageFor(provider, c.deliveryMessage),
      }));
    },
    deliveryProviderChanged(
      state,
      action: ForStore<{ provider: string; providers?: readonly DeliveryProviderDetail[] }>,
    ) {
      const { storeId, provider, providers } = action.payload;
      return update(state, storeId, (c) => ({
        ...c,
        deliveryProvider: provider,
        deliveryProviders: providers ?? c.deliveryProviders,
        deliveryMessage: deliveryMessageFor(provider, c.deliveryMessage),
      }));
    },
    /** Closing the delivery dialog without an address returns to Pickup (spec 2 §2). */
    deliveryAddressCleared(state, action: ForStore<{ backToPickup: boolean }>) {
      const { storeId, backToPickup } = action.payload;
      return update(state, storeId, (c) => ({
        ...c,
        ...noAddress,
        ...(backToPickup && c.orderType === 'DELIVERY'
          ? { orderType: 'PICKUP' as const, ...noSchedule }
          : {}),
      }));
    },
    unitNumberChanged(state, action: ForStore<{ unit: string }>) {
      return update(state, action.payload.storeId, (c) => ({ ...c, unitNumber: action.payload.unit }));
    },
    deliveryMessageChanged(state, action: ForStore<{ message: string }>) {
      return update(state, action.payload.storeId, (c) => ({
        ...c,
        deliveryMessage: deliveryMessageFor(c.deliveryProvider, action.payload.message),
      }));
    },
    takeoutToggled(state, action: ForStore<{ takeout: boolean }>) {
      return update(state, action.payload.storeId, (c) => ({ ...c, takeout: action.payload.takeout }));
    },
    dineInOnlySet(state, action: ForStore<{ dineInOnly: boolean }>) {
      return update(state, action.payload.storeId, (c) => ({ ...c, dineInOnly: action.payload.dineInOnly }));
    },
    existingOrderSet(state, action: ForStore<{ orderId: string | null }>) {
      return update(state, action.payload.storeId, (c) => ({
        ...c,
        existingOrderId: action.payload.orderId,
      }));
    },
    /**
     * `cart:table-scanned`: address cleared, table set, dine-in (spec 2 §4 "Table"). The table that
     * is already set, scanned again (menu selection's link with its tid, or a rescan), keeps its
     * open order: the next round is a sub-order of it, not a second order.
     */
    tableScanned(state, action: ForStore<{ tableId: string; at: number }>) {
      const { storeId, tableId, at } = action.payload;
      const before = state.byStore[storeId];
      const openOrder = before?.tableId === tableId ? before.existingOrderId : null;
      return {
        storeId,
        byStore: {
          ...state.byStore,
          [storeId]: {
            ...emptyStoreContext,
            orderType: 'DINE_IN' as const,
            tableId,
            tableDisplayNumber: tableId === TAKEOUT_TABLE_ID ? 'takeout' : tableId,
            tableSetAt: at,
            enteredViaQr: true,
            existingOrderId: openOrder,
          },
        },
      };
    },
    /** Store switch or logout: every store's context goes (spec 1 §2.2 guards). */
    orderContextReset() {
      return initialOrderContext;
    },
  },
});

export const orderContextActions = orderContextSlice.actions;

interface WithOrderContext {
  readonly orderContext: OrderContextState;
}

/** The context of the store being ordered from (defaults when none is chosen yet). */
export function selectStoreContext(state: WithOrderContext, storeId?: string | null): StoreOrderContext {
  const id = storeId ?? state.orderContext.storeId;
  return (id && state.orderContext.byStore[id]) || emptyStoreContext;
}

export function selectCurrentStoreId(state: WithOrderContext): string | null {
  return state.orderContext.storeId;
}

export const selectOrderType = (state: WithOrderContext) => selectStoreContext(state).orderType;
export const selectDeliveryAddress = (state: WithOrderContext) => selectStoreContext(state).deliveryAddress;
export const selectDeliveryProvider = (state: WithOrderContext) => selectStoreContext(state).deliveryProvider;
export const selectTableId = (state: WithOrderContext) => selectStoreContext(state).tableId;

/** One line of the address for titles and summaries. */
export function addressLine(address: DeliveryAddress | null): string | null {
  if (!address) return null;
  return [address.addressLine1, address.city].filter(Boolean).join(', ');
}

/** What `cart:order-context` publishes for other teams. */
export function toPublishedContext(context: StoreOrderContext): OrderContext {
  return {
    orderType: context.orderType,
    scheduledDay: context.scheduledDay,
    scheduledTime: context.scheduledTime,
    scheduleChosen: context.scheduleChosen,
    tableId: context.tableId,
    tableDisplayNumber: context.tableDisplayNumber,
    tableMenuCodes: context.tableMenuCodes,
    deliveryAddressLine: addressLine(context.deliveryAddress),
    dineInOnly: context.dineInOnly,
    existingOrderId: context.existingOrderId,
  };
}
