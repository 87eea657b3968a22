import { bus, storePageOf, useCurrentRoute } from '@owa/shared';
import { useCallback, useEffect, useState } from 'react';
import { takeMenuAdd } from '../../lib/menu-adds';

/**
 * Whether the "goes well with" panel shows: from the moment the cart takes an item the diner added
 * from the menu (its count grows after the menu's add; an add the diner abandoned at the time
 * dialog never shows it) until they close it or leave the store page.
 */
export function useAfterAdd(): { readonly shown: boolean; readonly dismiss: () => void } {
  const [shown, setShown] = useState(false);
  const onStorePage = storePageOf(useCurrentRoute()) !== null;

  useEffect(() => {
    const subscription = bus.channel('cart:summary').subscribe((summary) => {
      if (takeMenuAdd(summary.itemCount)) setShown(true);
    });
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (!onStorePage) setShown(false);
  }, [onStorePage]);

  const dismiss = useCallback(() => setShown(false), []);
  return { shown: shown && onStorePage, dismiss };
}
