import type { OrderTypeCode } from '@owa/shared';
import { catalogueAvailability, type ItemAvailability } from '@owa/shared/domain';
import type { MenuItem, Store } from '@owa/shared/entities';
import { useCallback } from 'react';
import { useTimeRules } from './use-time-rules';

/**
 * Availability of each item for the order type, now (spec 1 §4.4). Until the time rules have
 * loaded (just after the first paint) only the catalogue's own flags count; then store hours,
 * schedules and advance notice do too.
 */
export function useItemAvailability(
  store: Store | null,
  orderType: OrderTypeCode,
  now: () => number = Date.now,
): (item: MenuItem) => ItemAvailability {
  const rules = useTimeRules(store !== null);
  return useCallback(
    (item: MenuItem) => {
      if (!rules || !store) return catalogueAvailability(item);
      const at = now();
      return rules.itemAvailability(item, {
        at,
        now: at,
        zone: rules.storeTimeZone(store),
        storeOpen: rules.isOpenForOrderType(store, orderType, at),
        menuAvailable: true,
      });
    },
    [rules, store, orderType, now],
  );
}
