import { useChannel } from '@owa/shared';
import { orderTypeSelector, orderTypeToggleState } from '@owa/shared/domain';
import { useEffect, useMemo, useState } from 'react';
import { selectStoreContext } from '../order-context-slice';
import { useOrderContextSelector } from '../state';

/** Opening hours move on with the clock: the selector re-reads them every minute. */
const CLOCK_TICK_MS = 60_000;

export function useNow(tickMs = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** The selector's model: the types to show (with refusals), or closed, plus the toggle's state. */
export function useOrderTypes() {
  const storeInfo = useOrderContextSelector((state) => state.storeInfo);
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const kioskMode = useChannel('shell:session')?.kioskMode ?? false;
  const now = useNow();
  return useMemo(() => {
    const store = storeInfo.store;
    if (!store) return { status: storeInfo.status, selector: null, toggle: null, context } as const;
    const selector = orderTypeSelector(store, {
      now,
      kioskMode,
      hasTable: context.tableId !== null,
      enteredViaQr: context.enteredViaQr,
    });
    const available = selector.kind === 'types' ? selector.types.length : 0;
    const toggle = orderTypeToggleState({
      availableCount: available,
      dineInOnly: context.dineInOnly,
      hasExistingDineInOrder: context.orderType === 'DINE_IN' && context.existingOrderId !== null,
    });
    return { status: storeInfo.status, selector, toggle, context } as const;
  }, [storeInfo, context, kioskMode, now]);
}
