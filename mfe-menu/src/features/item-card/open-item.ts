import { bus, type MenuItem } from '@owa/shared';
import { openingPress, warmItemDialog } from '../item-dialog';

/**
 * The whole card opens the item (issue 22): its dialog shows the details, allergens and calories,
 * and adds it like the card's Add would (the menu's service app handles the command).
 */
export function openItemFromCard(item: MenuItem, storeId: string, menuCode: string): void {
  openingPress(item);
  warmItemDialog();
  bus.emit('menu:configure-item', { storeId, itemCode: item.code, menuCode, purpose: { kind: 'add' } });
}
