// Spec 1 §4.7: the menu's card stepper changes the quantity of an item already in the cart. The
// cart owns the lines, so the card sends `cart:change-item-quantity` and this handler picks the line.
import type { CommandMap, EventBus } from '@owa/shared';
import type { CartLine } from '@owa/shared/entities';
import type { Subscription } from '@owa/shared/rx';
import { isMergeable } from '../../domain/cart-lines';
import type { RoomStore } from '../../lib/store';
import { cartActions } from './cart-slice';
import type { CartRoot } from './state';

type QuantityChange = CommandMap['cart:change-item-quantity'];

/**
 * The line the card steps: the LAST plain line of the item from that menu (the one an add from the
 * card merges into). Configured lines, and the lines of combo slots, are left to the cart and the dialog.
 */
export function lineSteppedByCard(
  lines: readonly CartLine[],
  change: Pick<QuantityChange, 'menuCode' | 'itemCode'>,
): CartLine | undefined {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i];
    if (
      line &&
      line.code === change.itemCode &&
      (line.menuCode ?? null) === change.menuCode &&
      (line.relationCode ?? null) === null &&
      isMergeable(line)
    )
      return line;
  }
  return undefined;
}

/** Handles the card's steps; a step for another store's cart or for no plain line is ignored. */
export function connectItemQuantity(store: RoomStore<CartRoot>, bus: EventBus): Subscription {
  return bus.on('cart:change-item-quantity').subscribe((change) => {
    const { cart } = store.getState();
    if (cart.storeId !== change.storeId) return;
    const line = lineSteppedByCard(cart.lines, change);
    if (!line?.uuid) return;
    store.dispatch(
      change.delta > 0 ? cartActions.lineIncremented(line.uuid) : cartActions.lineDecremented(line.uuid),
    );
  });
}
