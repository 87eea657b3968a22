// What choosing an order type in the selector does (spec 1 §4.1, spec 2 §4 "Order type").
import type { OrderType } from '@owa/shared/entities';

export type OrderTypeChoice =
  /** The type is refused now: the selector explains why (currently unavailable / disabled until). */
  | { kind: 'refused'; orderType: OrderType }
  /** The active type again: its edit dialog (pickup time, or the delivery address). */
  | { kind: 'edit'; dialog: 'schedule' | 'delivery' }
  /** Leaving dine-in with a table asks first ('Yes, switch'). */
  | { kind: 'confirm-leave-dine-in'; orderType: OrderType }
  /** Delivery with no address: the delivery dialog; the type changes once an address validates. */
  | { kind: 'ask-address' }
  | { kind: 'switch'; orderType: OrderType };

export interface OrderTypeChoiceInput {
  current: OrderType;
  chosen: OrderType;
  /** The selector's verdict on the chosen type (refusal present). */
  refused: boolean;
  hasTable: boolean;
  hasDeliveryAddress: boolean;
  /** Already confirmed leaving dine-in. */
  confirmed?: boolean;
}

export function chooseOrderType(input: OrderTypeChoiceInput): OrderTypeChoice {
  const { current, chosen } = input;
  if (input.refused) return { kind: 'refused', orderType: chosen };
  if (chosen === current) {
    if (chosen === 'DELIVERY') return { kind: 'edit', dialog: 'delivery' };
    if (chosen === 'PICKUP') return { kind: 'edit', dialog: 'schedule' };
    return { kind: 'switch', orderType: chosen };
  }
  if (current === 'DINE_IN' && input.hasTable && !input.confirmed)
    return { kind: 'confirm-leave-dine-in', orderType: chosen };
  if (chosen === 'DELIVERY' && !input.hasDeliveryAddress) return { kind: 'ask-address' };
  return { kind: 'switch', orderType: chosen };
}

/**
 * The dialog that asks for the time (spec 1 §4.5): delivery without an address asks for the address
 * (with its time), otherwise the pickup/delivery time dialog; dine-in needs none.
 */
export function scheduleDialogFor(
  orderType: OrderType,
  hasDeliveryAddress: boolean,
): 'schedule' | 'delivery' | null {
  if (orderType === 'DINE_IN') return null;
  if (orderType === 'DELIVERY' && !hasDeliveryAddress) return 'delivery';
  return 'schedule';
}

/**
 * Spec 1 §4.5: adding from the menu requires a time for pickup or delivery (otherwise the delivery
 * or pickup-edit dialog opens first); dine-in needs none, and a pickup the store takes ASAP by
 * default already has one. Returns the dialog that asks for it, or null when the add may go in.
 */
export function timeDialogForAdd(input: {
  readonly orderType: OrderType;
  readonly scheduleChosen: boolean;
  readonly asapByDefault: boolean;
  readonly hasDeliveryAddress: boolean;
}): 'schedule' | 'delivery' | null {
  if (input.scheduleChosen || input.asapByDefault) return null;
  return scheduleDialogFor(input.orderType, input.hasDeliveryAddress);
}
