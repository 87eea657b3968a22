import type { SavedCard, Store } from '@owa/shared/entities';
import { useCallback, useEffect, useState } from 'react';
import { type Account, fetchAccount, fetchStore } from './checkout-api';
import { fetchSavedCards } from './payment/payment-api';

export type CheckoutData =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly store: Store;
      readonly account: Account | null;
      readonly cards: readonly SavedCard[];
    };

/** The store, the diner's account (wallet) and saved cards the checkout needs, with a retry. */
export function useCheckoutData(storeId: string, loggedIn: boolean) {
  const [data, setData] = useState<CheckoutData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const [cardsVersion, setCardsVersion] = useState(0);
  const reloadCards = useCallback(() => setCardsVersion((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and cardsVersion are reload triggers.
  useEffect(() => {
    let live = true;
    setData((current) => (current.status === 'ready' && cardsVersion > 0 ? current : { status: 'loading' }));
    Promise.all([
      fetchStore(storeId),
      loggedIn ? fetchAccount(storeId) : Promise.resolve(null),
      loggedIn ? fetchSavedCards() : Promise.resolve([]),
    ])
      .then(([store, account, cards]) => {
        if (live) setData({ status: 'ready', store, account, cards });
      })
      .catch(() => {
        if (live) setData({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [storeId, loggedIn, attempt, cardsVersion]);

  return { data, retry, reloadCards };
}
