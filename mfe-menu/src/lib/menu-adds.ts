// The diner's adds from the menu (a card's Add, the item dialog's Add to cart), as the menu sends them
// to the cart: the "goes well with" panel shows once the cart's count says one took effect. Kept here,
// not in the panel, so an add made before the menu's service has loaded still counts. Light on
// purpose: the cards import it on the first paint.
import { bus } from '@owa/shared';

let countBefore: number | null = null;

/** The menu has asked the cart for an item. */
export function noteMenuAdd(): void {
  countBefore = bus.current('cart:summary')?.itemCount ?? 0;
}

/** True once for the cart count that shows the menu's last add went in (a dropped add never does). */
export function takeMenuAdd(itemCount: number): boolean {
  if (countBefore === null || itemCount <= countBefore) return false;
  countBefore = null;
  return true;
}
