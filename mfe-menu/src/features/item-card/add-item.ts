import { bus, type MenuItem } from '@owa/shared';
import { toCents } from '@owa/shared/domain';
import { cardStep } from '../../domain/card-quantity';
import { needsConfiguration } from '../../domain/needs-configuration';
import { noteMenuAdd } from '../../lib/menu-adds';
import { warmItemDialog } from '../item-dialog';

/**
 * The card's Add (spec 1 §4.5): an item with choices opens the item dialog (the menu's service app
 * handles the command); a bare item goes to the cart, which asks for a pickup/delivery time when
 * one is needed.
 */
export function addFromCard(item: MenuItem, storeId: string, menuCode: string): void {
  if (needsConfiguration(item)) {
    warmItemDialog();
    bus.emit('menu:configure-item', { storeId, itemCode: item.code, menuCode, purpose: { kind: 'add' } });
    return;
  }
  // Before the command: the cart may take it, and publish its new count, within the emit.
  noteMenuAdd();
  bus.emit('cart:add-item', {
    storeId,
    menuCode,
    itemCode: item.code,
    name: item.name,
    quantity: 1,
    unitPriceCents: toCents(item.price ?? 0),
    origin: 'menu',
  });
}

/** The card's − and + once the item is in the cart (spec 1 §4.7); the cart picks the line to step. */
export function stepFromCard(
  item: MenuItem,
  storeId: string,
  menuCode: string,
  direction: 'add' | 'remove',
): void {
  const step = cardStep(direction, needsConfiguration(item));
  if (step === 'configure') addFromCard(item, storeId, menuCode);
  else if (step === 'open-cart') bus.emit('cart:open', {});
  else
    bus.emit('cart:change-item-quantity', {
      storeId,
      menuCode,
      itemCode: item.code,
      delta: direction === 'add' ? 1 : -1,
    });
}
