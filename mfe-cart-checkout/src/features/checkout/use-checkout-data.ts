import { useCallback, useEffect } from 'react';
import { checkoutDataActions, selectCheckoutData } from './checkout-data-slice';
import { useCheckoutDispatch, useCheckoutSelector } from './state';

/** The store, the diner's account (wallet) and saved cards the checkout needs, with a retry. */
export function useCheckoutData(storeId: string, loggedIn: boolean) {
  const dispatch = useCheckoutDispatch();
  const data = useCheckoutSelector(selectCheckoutData);
  const retry = useCallback(
    () => dispatch(checkoutDataActions.checkoutDataRequested({ storeId, loggedIn })),
    [dispatch, storeId, loggedIn],
  );
  useEffect(() => {
    retry();
  }, [retry]);
  const reloadCards = useCallback(() => dispatch(checkoutDataActions.cardsChanged()), [dispatch]);
  return { data, retry, reloadCards };
}
