// Which cards open the item dialog instead of adding at once (spec 1 §4.5, §4.6). Light on purpose:
// the store page's cards import it on the first paint.
import type { MenuItem } from '@owa/shared';
import { isConfigurable, itemRelations, minimumQuantity } from '@owa/shared/domain';

export function needsConfiguration(item: MenuItem): boolean {
  return (
    isConfigurable(item) ||
    (item.options?.length ?? 0) > 0 ||
    itemRelations(item).length > 0 ||
    minimumQuantity(item) > 1
  );
}
