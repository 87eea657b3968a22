// Cart and table state transitions of spec 2 §4 ("Cart lines", "Table", "Order type"). Identifiers
// and clock readings are passed in, so the transitions stay pure and replayable.
import type { CartLine } from '@owa/shared/entities';
import { isTableExpired, TABLE_CLEARED } from './table';

export interface StoreCart {
  orderUUID: string;
  lines: CartLine[];
}

export type Carts = Readonly<Record<string, StoreCart>>;

/** Ensuring a store cart creates an empty cart with a new order UUID for a store that has none. */
export function ensureStoreCart(
  carts: Carts,
  storeId: string | number,
  newOrderUuid: string,
): Record<string, StoreCart> {
  const key = String(storeId);
  if (carts[key]) return { ...carts };
  return { ...carts, [key]: { orderUUID: newOrderUuid, lines: [] } };
}

/** Reset clears every cart and starts the current store again under a new order UUID. */
export function resetCarts(storeId: string | number, newOrderUuid: string): Record<string, StoreCart> {
  return { [String(storeId)]: { orderUUID: newOrderUuid, lines: [] } };
}

export interface TableState {
  tableId: number | string;
  tableDisplay: string | null;
  /** Epoch milliseconds when the table was set. */
  tableSetAt: number | null;
  enteredViaQr: boolean;
}

export const NO_TABLE: TableState = {
  tableId: TABLE_CLEARED,
  tableDisplay: null,
  tableSetAt: null,
  enteredViaQr: false,
};

/** Setting a table stores its display number and the time. */
export function setTable(
  tableId: number | string,
  tableDisplay: string | null,
  now: number,
  viaQr: boolean,
): TableState {
  return { tableId, tableDisplay, tableSetAt: now, enteredViaQr: viaQr };
}

/** Clearing resets the table to none (-1) and clears the QR flag. */
export function clearTable(): TableState {
  return { ...NO_TABLE };
}

/** An expired table is cleared; the caller shows 'Please re-select your table' when this changed it. */
export function expireTable(state: TableState, now: number): { state: TableState; expired: boolean } {
  if (state.tableId === TABLE_CLEARED || !isTableExpired(state.tableSetAt, now))
    return { state, expired: false };
  return { state: clearTable(), expired: true };
}

/** Spec 2 §4: changing the order type re-fetches the cart, except dine-in without a table. */
export function refetchOnOrderTypeChange(orderType: string, hasTable: boolean): boolean {
  return !(orderType === 'DINE_IN' && !hasTable);
}
