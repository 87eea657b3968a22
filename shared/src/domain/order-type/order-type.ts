// Order types: which appear, which are refused or disabled, the default, off-hours
// (spec 1 §4.1-4.2, spec 2 §4 "Order type", "Store open/closed").
import type { OrderType } from '../../entities/menu.js';
import type { Store } from '../../entities/store.js';
import {
  formatInZone,
  hoursUntilNextOpening,
  isOpenForOrderType,
  parseInstant,
  type StoreHoursSource,
  storeTimeZone,
} from '../store-hours/index.js';

/** Button order of the selector: Pickup, then Delivery (spec 1 §4.1), dine-in last. */
export const ORDER_TYPE_ORDER: readonly OrderType[] = ['PICKUP', 'DELIVERY', 'DINE_IN'];

export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  DINE_IN: 'Dine-in',
};

/** The store fields the order-type rules read; a Store is one. */
export type OrderTypeStore = StoreHoursSource & Partial<Pick<Store, 'features' | 'settings'>>;

export function isOrderTypeSupported(store: OrderTypeStore, orderType: OrderType): boolean {
  const features = store.features;
  if (orderType === 'PICKUP') return features?.pickupSupported === true;
  if (orderType === 'DELIVERY') return features?.deliverySupported === true;
  return features?.dineInSupported === true;
}

/**
 * The merchant's disabled-until time of pickup or delivery when it is still in the future, else
 * null. Dine-in has no such setting.
 */
export function disabledUntil(store: OrderTypeStore, orderType: OrderType, now: number): number | null {
  const settings = store.settings?.orderSettings;
  const raw =
    orderType === 'PICKUP'
      ? settings?.onlinePickupDisabledUntil
      : orderType === 'DELIVERY'
        ? settings?.onlineDeliveryDisabledUntil
        : null;
  const until = parseInstant(raw, storeTimeZone(store));
  return until !== null && until > now ? until : null;
}

/** 'Pickup is temporarily disabled by the merchant (until 2026-12-24 3:00 pm)' (spec 2 §4). */
export function disabledUntilMessage(store: OrderTypeStore, orderType: OrderType, until: number): string {
  const when = formatInZone(until, storeTimeZone(store), 'YYYY-MM-DD h:mm a');
  return `${ORDER_TYPE_LABELS[orderType]} is temporarily disabled by the merchant (until ${when})`;
}

/** '{type} is currently unavailable' (spec 1 §4.1, spec 2 §8). */
export function currentlyUnavailableMessage(orderType: OrderType): string {
  return `${ORDER_TYPE_LABELS[orderType]} is currently unavailable`;
}

/**
 * The store-level scheduling limit of a type in hours; null means none (absent or 0, as "0 means
 * no limit" for the per-menu limits of spec 2 §5).
 */
export function storeSchedulingLimitHours(store: OrderTypeStore, orderType: OrderType): number | null {
  const settings = store.settings?.orderSettings;
  const limit =
    orderType === 'PICKUP'
      ? settings?.scheduledOrderTimeLimitInHours
      : orderType === 'DELIVERY'
        ? settings?.scheduledDeliveryTimeLimitInHours
        : null;
  return typeof limit === 'number' && limit > 0 ? limit : null;
}

export interface OpenContext {
  now: number;
  /** The menu being ordered from ignores store hours. */
  ignoreStoreHours?: boolean;
}

/**
 * Off-hours ordering (spec 1 §4.2): dine-in always; pickup when allowOffHourPickup is on and
 * (hours until the next opening minus the scheduled-order limit) is at most 0; delivery likewise with
 * allowOffHourDelivery and the delivery limit. With no limit set, the next opening is always within
 * reach; a store that never opens again is never reachable.
 */
export function isOffHoursOrderAllowed(
  store: OrderTypeStore,
  orderType: OrderType,
  context: OpenContext,
): boolean {
  if (orderType === 'DINE_IN') return true;
  const settings = store.settings?.orderSettings;
  const allowed = orderType === 'PICKUP' ? settings?.allowOffHourPickup : settings?.allowOffHourDelivery;
  if (allowed !== true) return false;
  const untilOpen = hoursUntilNextOpening(store, orderType, context.now, {
    ignoreStoreHours: context.ignoreStoreHours ?? false,
  });
  if (untilOpen === null) return false;
  const limit = storeSchedulingLimitHours(store, orderType);
  return limit === null || untilOpen - limit <= 0;
}

export interface OrderTypeContext extends OpenContext {
  /** Kiosk mode (query flag). */
  kioskMode?: boolean;
  /** A table is set for this store. */
  hasTable?: boolean;
  /** The visitor arrived by scanning a table QR code. */
  enteredViaQr?: boolean;
}

/**
 * Dine-in visibility (spec 2 §4): hidden when online dine-in is disabled and there is neither a
 * table nor a QR entry. The spec adds "and always in kiosk mode"; because kiosk mode forces the guest
 * flow and guests can only check out dine-in (spec 2 §6, spec 3 §4), we read it as: in kiosk mode
 * dine-in always shows (and is the only type), never as hiding the one type a kiosk can order.
 */
export function isDineInVisible(store: OrderTypeStore, context: OrderTypeContext): boolean {
  if (!isOrderTypeSupported(store, 'DINE_IN')) return false;
  if (context.kioskMode) return true;
  const disabledOnline = store.settings?.orderSettings?.disableOnlineDineIn === true;
  return !(disabledOnline && !context.hasTable && !context.enteredViaQr);
}

export type OrderTypeRefusal =
  | { reason: 'unsupported'; message: string }
  | { reason: 'disabledUntil'; until: number; message: string }
  | { reason: 'closed'; message: string };

export interface OrderTypeStatus {
  orderType: OrderType;
  /** Shown in the selector. */
  visible: boolean;
  /** Open now for this type (leeway included). */
  openNow: boolean;
  /** Orderable while closed (scheduled for later). */
  offHoursAllowed: boolean;
  /** Why the type cannot be chosen now; null when it can. */
  refusal: OrderTypeRefusal | null;
}

/** The state of one order type for the selector and for checkout. */
export function orderTypeStatus(
  store: OrderTypeStore,
  orderType: OrderType,
  context: OrderTypeContext,
): OrderTypeStatus {
  const supported = isOrderTypeSupported(store, orderType);
  const openNow =
    supported &&
    isOpenForOrderType(store, orderType, context.now, {
      ignoreStoreHours: context.ignoreStoreHours ?? false,
    });
  const offHoursAllowed = supported && !openNow && isOffHoursOrderAllowed(store, orderType, context);
  const until = supported ? disabledUntil(store, orderType, context.now) : null;

  let visible = supported;
  if (orderType === 'DINE_IN') visible = isDineInVisible(store, context);
  else if (context.kioskMode) visible = false;
  // When closed, only the types that may be ordered off-hours appear (spec 2 §4).
  if (!openNow && !offHoursAllowed) visible = false;

  let refusal: OrderTypeRefusal | null = null;
  if (!supported) refusal = { reason: 'unsupported', message: currentlyUnavailableMessage(orderType) };
  else if (until !== null)
    refusal = { reason: 'disabledUntil', until, message: disabledUntilMessage(store, orderType, until) };
  else if (!openNow && !offHoursAllowed)
    refusal = { reason: 'closed', message: currentlyUnavailableMessage(orderType) };

  return { orderType, visible, openNow, offHoursAllowed, refusal };
}

export type OrderTypeSelector =
  | {
      kind: 'types';
      /** The types shown, in button order; disabled ones carry their refusal. */
      types: OrderTypeStatus[];
      /** PICKUP if it can be chosen, else the first that can; null when all are disabled. */
      defaultType: OrderType | null;
    }
  | { kind: 'closed' };

/**
 * What the selector shows: the visible types, or the "currently closed" message when none may be
 * ordered now or off-hours (spec 1 §4.1, spec 2 §4).
 */
export function orderTypeSelector(store: OrderTypeStore, context: OrderTypeContext): OrderTypeSelector {
  const types = ORDER_TYPE_ORDER.map((type) => orderTypeStatus(store, type, context)).filter(
    (s) => s.visible,
  );
  if (types.length === 0) return { kind: 'closed' };
  return { kind: 'types', types, defaultType: defaultOrderType(types) };
}

/** Default type: PICKUP if offered, else the first enabled type (spec 2 §4). */
export function defaultOrderType(types: readonly OrderTypeStatus[]): OrderType | null {
  const enabled = types.filter((s) => s.visible && s.refusal === null);
  if (enabled.some((s) => s.orderType === 'PICKUP')) return 'PICKUP';
  return enabled[0]?.orderType ?? null;
}

/**
 * The toggle shows only when more than one type is available and dine-in-only is off; it is
 * disabled while a dine-in order exists or dine-in-only is set (spec 1 §4.1).
 */
export function orderTypeToggleState(input: {
  availableCount: number;
  dineInOnly: boolean;
  hasExistingDineInOrder: boolean;
}): { visible: boolean; disabled: boolean } {
  return {
    visible: input.availableCount > 1 && !input.dineInOnly,
    disabled: input.hasExistingDineInOrder || input.dineInOnly,
  };
}

/** Why a requested type is refused right now, or null when it may be used. */
export function refuseOrderType(
  store: OrderTypeStore,
  orderType: OrderType,
  context: OrderTypeContext,
): OrderTypeRefusal | null {
  return orderTypeStatus(store, orderType, context).refusal;
}
