import type { OrderTypeCode } from '@owa/shared';
import { catalogueAvailability, type ItemAvailability } from '@owa/shared/domain';
import type { MenuItem, Store } from '@owa/shared/entities';
import { useCallback, useEffect, useState } from 'react';

type TimeRules = typeof import('./time-rules');

/** requestIdleCallback where the browser has it (Safari does not), else a short timeout. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 300);
  return () => window.clearTimeout(handle);
}

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
  const [rules, setRules] = useState<TimeRules | null>(null);
  const painted = store !== null;

  useEffect(() => {
    if (!painted) return;
    let current = true;
    // When the page is idle after showing the items: the rules never compete with the first paint.
    const cancel = whenIdle(() => {
      import('./time-rules')
        .then((module) => {
          if (current) setRules(module);
        })
        .catch(() => {
          // Without the time rules the catalogue's flags still apply; the server refuses the rest.
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [painted]);

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
