import { DeliveryAddressSchema, DeliveryProviderDetailSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import type { OrderContextState } from './order-context-slice';

/** The cart team's key for the order context (spec 1 §9 persisted checkout state). */
export const ORDER_CONTEXT_STORAGE_KEY = 'owa.order-context.v1';

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const StoreContextSchema = v.object({
  orderType: v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']),
  scheduledDay: v.nullable(Text(32)),
  scheduledTime: v.nullable(Text(32)),
  scheduleChosen: v.boolean(),
  tableId: v.nullable(Text(32)),
  tableDisplayNumber: v.nullable(Text(32)),
  tableSetAt: v.nullable(v.number()),
  enteredViaQr: v.boolean(),
  tableMenuCodes: v.nullable(v.array(Text(64))),
  deliveryAddress: v.nullable(DeliveryAddressSchema),
  deliveryProvider: v.nullable(Text(32)),
  deliveryProviders: v.pipe(v.array(DeliveryProviderDetailSchema), v.maxLength(10)),
  unitNumber: Text(64),
  deliveryMessage: v.optional(v.picklist(['leave_at_door', 'meet_at_door', 'meet_outside']), 'meet_at_door'),
  dineInOnly: v.boolean(),
  existingOrderId: v.nullable(Text(64)),
  takeout: v.boolean(),
});

const StoredSchema = v.object({
  storeId: v.nullable(Text(32)),
  byStore: v.record(Text(32), StoreContextSchema),
});

/** A stored context, validated where it enters; anything unreadable is dropped. */
export function readStoredOrderContext(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): OrderContextState | null {
  try {
    const raw = storage.getItem(ORDER_CONTEXT_STORAGE_KEY);
    if (raw === null) return null;
    const result = v.safeParse(StoredSchema, JSON.parse(raw));
    if (result.success) return result.output;
    storage.removeItem(ORDER_CONTEXT_STORAGE_KEY);
    return null;
  } catch {
    return null; // blocked storage or broken JSON: start with no context
  }
}

export function writeStoredOrderContext(storage: Pick<Storage, 'setItem'>, state: OrderContextState): void {
  try {
    storage.setItem(ORDER_CONTEXT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Full or blocked storage: the context still works for this page view.
  }
}
