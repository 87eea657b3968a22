import type { OrderTypeCode } from '@owa/shared';
import { catalogueAvailability, type ItemAvailability } from '@owa/shared/domain';
import type { MenuItem, Store } from '@owa/shared/entities';
import { useMemo } from 'react';
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
  return useMemo(() => {
    if (!rules || !store) return catalogueAvailability;
    // The store's hours are the same for every card of a render: worked out once a second rather
    // than once per item (on the store page they were ~7% of the first render's script).
    let storeNow: { second: number; zone: string; storeOpen: boolean } | null = null;
    return (item: MenuItem) => {
      const at = now();
      const second = Math.floor(at / 1000);
      if (storeNow?.second !== second) {
        storeNow = {
          second,
          zone: rules.storeTimeZone(store),
          storeOpen: rules.isOpenForOrderType(store, orderType, at),
        };
      }
      const { zone, storeOpen } = storeNow;
      return rules.itemAvailability(item, { at, now: at, zone, storeOpen, menuAvailable: true });
    };
  }, [rules, store, orderType, now]);
}
