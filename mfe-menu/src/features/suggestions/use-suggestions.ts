import { type MenuItem, useChannel } from '@owa/shared';
import { useMemo } from 'react';
import { browsableMenu } from '../../domain/category-order';
import { goesWellWith } from '../../domain/goes-well-with';
import { useMenuSelector } from '../../lib/hooks';
import { useItemAvailability } from '../../lib/use-item-availability';
import { selectStorePage, type WithStorePage } from '../store-page';

export interface Suggestions {
  readonly items: readonly MenuItem[];
  readonly storeId: string;
  readonly menuCode: string;
}

const NONE: readonly MenuItem[] = [];

/**
 * The store's "goes well with" items the diner can add now (issue 22), from what the store page
 * already loaded (the store's list and its menu) and the cart's summary: no request of its own.
 */
export function useSuggestions(): Suggestions | null {
  const page = useMenuSelector((state: WithStorePage) => selectStorePage(state));
  const orderType = useChannel('cart:order-context')?.orderType ?? 'PICKUP';
  const lines = useChannel('cart:summary')?.lines;
  const availabilityOf = useItemAvailability(page.store, orderType);
  const ready = page.status === 'ready' && !page.menuFailed;
  const items = useMemo(() => {
    if (!ready || !page.menu) return NONE;
    const { groups, itemsDisabled } = browsableMenu(page.menu.menuGroups ?? [], orderType, availabilityOf);
    if (itemsDisabled) return NONE;
    return goesWellWith({
      suggestedCodes: page.store?.settings?.owaSettings?.suggestedItemCodes,
      items: groups.flatMap((group) => group.menuItems ?? []),
      cartCodes: (lines ?? []).map((line) => line.code),
      isOrderable: (item) => availabilityOf(item).orderable,
    });
  }, [ready, page.menu, page.store, orderType, availabilityOf, lines]);
  if (!ready || !page.storeId || !page.menuCode) return null;
  return { items, storeId: page.storeId, menuCode: page.menuCode };
}
