import { useCallback, useDeferredValue, useEffect } from 'react';
import { checkoutDataActions, initialCheckoutData, selectCheckoutData } from './checkout-data-slice';
import { useCheckoutDispatch, useCheckoutSelector } from './state';

/**
 * Asks for the checkout's data when its route is entered and when the diner logs in or out. The
 * route's root asks, not the page: the calls then run while the page's code downloads, not after.
 */
export function useCheckoutDataRequest(storeId: string | null, loggedIn: boolean) {
  const dispatch = useCheckoutDispatch();
  useEffect(() => {
    if (storeId) dispatch(checkoutDataActions.checkoutDataRequested({ storeId, loggedIn }));
  }, [dispatch, storeId, loggedIn]);
}

/** The store, the diner's account (wallet) and saved cards the checkout needs, with a retry. */
export function useCheckoutData(storeId: string, loggedIn: boolean) {
  const dispatch = useCheckoutDispatch();
  // The form's first render is the checkout's largest task: deferred, React renders it in slices
  // between which the browser answers input, instead of in one task (~100 ms on a fast CPU). The
  // page mounts "loading" even when the data came before its code did: a value deferred from the
  // mount on, or the form would be the mount's own render, in one task again.
  const data = useDeferredValue(useCheckoutSelector(selectCheckoutData), initialCheckoutData.data);
  const retry = useCallback(
    () => dispatch(checkoutDataActions.checkoutDataRequested({ storeId, loggedIn })),
    [dispatch, storeId, loggedIn],
  );
  const reloadCards = useCallback(() => dispatch(checkoutDataActions.cardsChanged()), [dispatch]);
  return { data, retry, reloadCards };
}
