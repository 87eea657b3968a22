// Which combo slots an item has. Apart from line pricing because the store page's cards ask it on
// the first paint (an item with slots opens the dialog).
import type { MenuItem, Relation } from '../../entities/index.js';

/**
 * An item's combo slots. Menus carry them as itemRelationList, relations or both, and an empty list in
 * one field must not hide the slots in the other.
 */
export function itemRelations(item: Pick<MenuItem, 'itemRelationList' | 'relations'>): Relation[] {
  if (item.itemRelationList && item.itemRelationList.length > 0) return item.itemRelationList;
  return item.relations ?? item.itemRelationList ?? [];
}
