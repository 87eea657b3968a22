import { bus, type MenuItem } from '@owa/shared';
import { toCents } from '@owa/shared/domain';
import { addToCartWithSchedule } from '../item-dialog/add-to-cart-with-schedule';
import { needsConfiguration } from '../item-dialog/needs-configuration';

/**
 * The card's Add (spec 1 §4.5): an item with choices opens the item dialog (the menu's service app
 * handles the command); a bare item goes to the cart, after a pickup/delivery time when needed.
 */
export function addFromCard(item: MenuItem, storeId: string, menuCode: string): void {
  if (needsConfiguration(item)) {
    bus.emit('menu:configure-item', { storeId, itemCode: item.code, menuCode, purpose: { kind: 'add' } });
    return;
  }
  void addToCartWithSchedule({
    storeId,
    menuCode,
    itemCode: item.code,
    name: item.name,
    quantity: 1,
    unitPriceCents: toCents(item.price ?? 0),
  });
}
