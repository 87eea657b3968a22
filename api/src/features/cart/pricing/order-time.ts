// Stages 2 and 3 of pricing: the order type and the time the diner chose, then the table and menu.
import {
  daysBetween,
  localDateOf,
  localParts,
  menuAvailability,
  orderTypeStatus,
  SLOT_MINUTES,
  validTimeSlots,
} from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import { CartErrorCode, type PricingInput, type ValidationError } from './types.js';

const disabledCode: Record<OrderType, string> = {
  DELIVERY: CartErrorCode.deliveryDisabled,
  PICKUP: CartErrorCode.pickupDisabled,
  DINE_IN: CartErrorCode.dineInDisabled,
};

/** Is the instant inside one of the offered slots? */
function isInSlots(slots: ReturnType<typeof validTimeSlots>, at: number, now: number, zone: string): boolean {
  const offset = daysBetween(localDateOf(now, zone), localDateOf(at, zone));
  const index = Math.floor(localParts(at, zone).minutes / SLOT_MINUTES);
  const day = slots.day_slots.find((d) => d.dateOffset === offset);
  return !!day && day.time_slots.some((run) => run.start <= index && index < run.end);
}

export interface OrderTime {
  slots: ReturnType<typeof validTimeSlots>;
  /** The chosen time (ms), or null for as soon as possible. */
  scheduledAt: number | null;
  errors: ValidationError[];
}

type TimeInput = Pick<
  PricingInput,
  | 'store'
  | 'menu'
  | 'orderType'
  | 'now'
  | 'table'
  | 'scheduledTime'
  | 'validateScheduleTime'
  | 'deliveryProvider'
>;

/** Stage 2: is the order type open, which slots are offered, and is the chosen time one of them. */
export function orderTime(input: TimeInput, zone: string): OrderTime {
  const { store, orderType, now } = input;
  const errors: ValidationError[] = [];
  const status = orderTypeStatus(store, orderType, {
    now,
    hasTable: input.table !== undefined && input.table !== null,
  });
  if (status.refusal && status.refusal.reason !== 'closed')
    errors.push({ errorCode: disabledCode[orderType], message: status.refusal.message });
  const slots = validTimeSlots({
    store,
    orderType,
    now,
    menu: input.menu,
    deliveryProvider: input.deliveryProvider ?? null,
  });
  let scheduledAt: number | null = null;
  const requested = input.scheduledTime?.trim();
  if (requested && requested !== 'now' && orderType !== 'DINE_IN') {
    const parsed = Date.parse(requested);
    if (Number.isNaN(parsed) || !/^\d{4}-\d{2}-\d{2}T/.test(requested)) {
      errors.push({
        errorCode: CartErrorCode.scheduledTimeInvalid,
        message: 'The scheduled time is invalid',
      });
    } else if (parsed < now - 60_000) {
      errors.push({
        errorCode: CartErrorCode.scheduledTimeInvalid,
        message: 'The scheduled time has passed',
      });
    } else {
      scheduledAt = Math.max(parsed, now);
      if (
        input.validateScheduleTime &&
        !(parsed <= now + 60_000 && slots.asapAllowed) &&
        !isInSlots(slots, parsed, now, zone)
      )
        errors.push({
          errorCode: CartErrorCode.scheduledTimeNotAllowed,
          message: 'The store does not take orders for that time, please choose another',
        });
    }
  } else if (input.validateScheduleTime && !slots.asapAllowed && orderType !== 'DINE_IN') {
    errors.push({
      errorCode: status.refusal ? disabledCode[orderType] : CartErrorCode.scheduledTimeNotAllowed,
      message: status.refusal
        ? status.refusal.message
        : slots.day_slots.length > 0
          ? 'Ordering for now is not available, please choose a time'
          : 'Menu is unavailable during these hours',
    });
  }
  return { slots, scheduledAt, errors };
}

export interface TableAndMenu {
  menuCheck: ReturnType<typeof menuAvailability>;
  errors: ValidationError[];
}

type TableInput = Pick<PricingInput, 'store' | 'menu' | 'orderType' | 'now' | 'table' | 'assignedMenus'>;

/** Stage 3: a dine-in table that exists (where the store needs one), and the menu open at that time. */
export function tableAndMenu(input: TableInput, at: number, zone: string): TableAndMenu {
  const { orderType } = input;
  const restrict = input.store.settings?.orderSettings?.restrictMenuOnDiningTable ?? false;
  const errors: ValidationError[] = [];
  if (orderType === 'DINE_IN') {
    if (input.table === null)
      errors.push({ errorCode: CartErrorCode.tableNotFound, message: 'Invalid Table Number' });
    else if (input.table === undefined && restrict)
      errors.push({
        errorCode: CartErrorCode.tableRequired,
        message: 'Please set your table number in order to begin ordering',
      });
  }
  const menuCheck = menuAvailability(input.menu, {
    orderType,
    at,
    now: input.now,
    zone,
    restrictMenuOnDiningTable: restrict,
    tableId: input.table?.tableNo ?? null,
    assignedMenuCodes: input.assignedMenus,
  });
  if (!menuCheck.available && menuCheck.reason !== 'tableRequired')
    errors.push({
      errorCode: CartErrorCode.menuUnavailable,
      message: 'Menu is unavailable during these hours',
    });
  return { menuCheck, errors };
}
