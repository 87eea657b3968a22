// Spec 1 §4.5: adding for pickup or delivery needs a chosen time; dine-in needs none. The cart team
// owns the order context and the time dialog, so the menu asks over the bus and waits for the answer.
// Light on purpose: the store page's cards import it on the first paint.
import { bus, type CartItemRequest, type OrderContext } from '@owa/shared';
import { filter, firstValueFrom, map } from 'rxjs';

/** True when an add must first ask the cart team for a pickup/delivery time. */
export function needsSchedule(context: OrderContext | undefined): boolean {
  if (!context) return false;
  return (context.orderType === 'PICKUP' || context.orderType === 'DELIVERY') && !context.scheduleChosen;
}

let requestCount = 0;

/**
 * Resolves true once adding may go ahead: at once when no time is needed (dine-in, a time already
 * chosen, or no order context published at all), else when the cart team's dialog settles.
 */
export async function ensureSchedule(menuCode?: string): Promise<boolean> {
  if (!needsSchedule(bus.current('cart:order-context'))) return true;
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
