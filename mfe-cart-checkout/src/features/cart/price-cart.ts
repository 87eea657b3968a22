import { ApiError, siteApi } from '@owa/shared';
import type { ServerCart } from '@owa/shared/entities';
import { ServerCartSchema } from '@owa/shared/entities';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { OrderContextState } from '../order-context/order-context-slice';
import { selectStoreContext } from '../order-context/order-context-slice';
import type { StoreInfoState } from '../order-context/store-info-slice';
import { buildCartRequest, cartMenuCode } from './cart-request';
import { type CartState, cartActions } from './cart-slice';

interface PricingRoot {
  readonly cart: CartState;
  readonly orderContext: OrderContextState;
  readonly storeInfo: StoreInfoState;
}

/**
 * Prices the cart as it is now with POST /shoppingcart; the answer replaces the shown cart unless a
 * later change has already been priced. Resolves to the answer, or null when it failed.
 */
export function priceCart(
  now: () => number = Date.now,
): ThunkAction<Promise<ServerCart | null>, PricingRoot, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { cart, storeInfo } = getState();
    const storeId = cart.storeId ?? getState().orderContext.storeId;
    if (!storeId) return null;
    const revision = cart.revision;
    const body = buildCartRequest({
      storeId,
      lines: cart.lines,
      orderUUID: cart.orderUUID,
      context: selectStoreContext(getState(), storeId),
      promotions: cart.promotions,
      store: storeInfo.storeId === storeId ? storeInfo.store : null,
      now: now(),
    });
    dispatch(cartActions.pricingStarted());
    try {
      const serverCart = await siteApi().request('/shoppingcart', {
        method: 'POST',
        query: {
          validateScheduleTime: true,
          menu: cartMenuCode(cart.lines) ?? cart.browsedMenuCode ?? undefined,
        },
        body,
        schema: ServerCartSchema,
        storeId,
        // The cart shows its own banner with a retry; a snack on every keystroke would be noise.
        silent: true,
      });
      dispatch(cartActions.cartPriced({ revision, serverCart }));
      return serverCart;
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? { code: error.errorCode, message: error.errorMsg }
          : { code: 'CLIENT_ERR_UNKNOWN', message: String(error) };
      dispatch(cartActions.pricingFailed({ revision, ...failure }));
      return null;
    }
  };
}
