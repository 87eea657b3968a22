import type { MenuItem } from '@owa/shared';
import type { ItemAvailability } from '@owa/shared/domain';

/** What the store page tells one item card (its own module: the card and its action both read it). */
export interface MenuItemCardProps {
  readonly item: MenuItem;
  /** Stable between renders, so an unchanged card skips re-rendering (a search over 1,000 items). */
  readonly availabilityOf: (item: MenuItem) => ItemAvailability;
  readonly mode: 'CARD' | 'LIST';
  readonly eager: boolean;
  readonly highlighted: boolean;
  readonly store: { readonly storeId: string; readonly groupId: string; readonly menuCode: string };
  /** Every item is disabled when no category has an orderable one (spec 1 §4.4). */
  readonly disabled: boolean;
  /** Units of this item in the cart (the cart team's summary). */
  readonly inCart: number;
}
