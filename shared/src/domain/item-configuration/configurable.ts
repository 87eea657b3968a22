// Spec 1 §4.5: an item flagged Configurable opens the item dialog. Apart from the combo rules
// (relations.ts) because the store page's cards ask it on the first paint.
import type { MenuItem } from '../../entities/index.js';

export function isConfigurable(item: Pick<MenuItem, 'attributes'> | undefined): boolean {
  const flag = item?.attributes?.Configurable;
  return flag === true || (typeof flag === 'string' && flag.toLowerCase() === 'true');
}
