// Spec 1 §4.5: adding for pickup or delivery needs a chosen time; dine-in needs none. The cart team
// owns the order context and the time dialog, so the menu asks over the bus and waits for the answer.
// The card's Add loads it on the first press; the item dialog's code imports it.
import { bus, type CartItemRequest, type OrderContext } from '@owa/shared';
import { filter, firstValueFrom, map, of } from '@owa/shared/rx';
import { timeout } from '@owa/shared/rx-time';

/** True when an add must first ask the cart team for a pickup/delivery time. */
export function needsSchedule(context: OrderContext | undefined): boolean {
  if (!context) return false;
  return (context.orderType === 'PICKUP' || context.orderType === 'DELIVERY') && !context.scheduleChosen;
}

let requestCount = 0;

/**
 * How long an add made before the cart team has published the order context waits for it (the
 * cart's service mounts after the first paint); past that the cart is taken to be absent.
 */
export const ORDER_CONTEXT_WAIT_MS = 3000;

/** The order context, waiting briefly for its first value when it is not known yet. */
export function orderContextSoon(waitMs = ORDER_CONTEXT_WAIT_MS): Promise<OrderContext | undefined> {
  const known = bus.current('cart:order-context');
  if (known) return Promise.resolve(known);
  return firstValueFrom(
    bus.channel('cart:order-context').pipe(timeout({ first: waitMs, with: () => of(undefined) })),
  );
}

/**
 * Resolves true once adding may go ahead: at once when no time is needed (dine-in, a time already
 * chosen), else when the cart team's dialog settles. An add made before the order context is known
 * waits for it rather than skipping the time (and adds directly only if it never comes).
 */
export async function ensureSchedule(menuCode?: string, waitMs = ORDER_CONTEXT_WAIT_MS): Promise<boolean> {
  if (!needsSchedule(await orderContextSoon(waitMs))) return true;
  requestCount += 1;
  const requestId = `menu-schedule-${Date.now()}-${requestCount}`;
  // Subscribe before asking, so an answer given synchronously is not missed.
  const settled = firstValueFrom(
    bus.on('menu:schedule-settled').pipe(
      filter((answer) => answer.requestId === requestId),
      map((answer) => answer.scheduled),
    ),
  );
  bus.emit('cart:schedule-requested', menuCode ? { requestId, menuCode } : { requestId });
  return settled;
}

/** A bare item from the card: ask for a time when needed, then hand the item to the cart. */
export async function addToCartWithSchedule(request: CartItemRequest): Promise<boolean> {
  if (!(await ensureSchedule(request.menuCode))) return false;
  bus.emit('cart:add-item', request);
  return true;
}
