import { ApiError, siteApi } from '@owa/shared';
import { type ServerCart, ServerCartSchema } from '@owa/shared/entities';
import type { StartListening } from '../../lib/store';
import { orderContextActions, selectStoreContext, timeSlotsActions } from '../order-context';
import { buildCartRequest, cartMenuCode } from './cart-request';
import { cartActions } from './cart-slice';
import type { CartRoot } from './state';

/** Spec 2 §9: the cart is fetched 50 ms after navigation; changes made within that time share one request. */
export const PRICING_DELAY_MS = 50;

type PricingApi = Parameters<Parameters<StartListening<CartRoot>>[0]['effect']>[1];

/**
 * How long an answer stands for the same question: the page's start changes the context several
 * times (the store, a scanned table, the account's promotions) and often ends where it began; the
 * same cart asked again within this window is the answer already had, not a second request.
 */
export const SAME_CART_REUSE_MS = 5000;

interface Asked {
  readonly key: string;
  readonly at: number;
  readonly answer: Promise<ServerCart>;
}

/** Server codes the cart acts on by itself (spec 2 §8). */
function actOnServerCodes(api: PricingApi, storeId: string, codes: readonly string[]): void {
  if (codes.includes('ORD_ERR_SCHEDULED_TIME_INVALID')) {
    api.dispatch(orderContextActions.scheduleCleared({ storeId }));
    api.dispatch(cartActions.cartReset());
  } else if (codes.includes('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED')) {
    api.dispatch(orderContextActions.scheduleCleared({ storeId }));
  }
}

/**
 * Prices the cart as it is now with POST /shoppingcart; the answer replaces the shown cart unless a
 * later change has already been priced (the slice keeps the latest).
 */
async function priceNow(api: PricingApi, last: { asked: Asked | null }, fresh = false): Promise<void> {
  const state = api.getState();
  const { cart, storeInfo } = state;
  const storeId = cart.storeId ?? state.orderContext.storeId;
  if (!storeId) return;
  const contextStore = state.orderContext.storeId;
  const revision = cart.revision;
  // One clock for the request's times and the reuse window (tests set it through the store's extra).
  const now = api.extra.now();
  const body = buildCartRequest({
    storeId,
    lines: cart.lines,
    orderUUID: cart.orderUUID,
    context: selectStoreContext(state, storeId),
    promotions: cart.promotions,
    store: storeInfo.storeId === storeId ? storeInfo.store : null,
    now,
  });
  const query = {
    validateScheduleTime: true,
    menu: cartMenuCode(cart.lines) ?? cart.browsedMenuCode ?? undefined,
  };
  const key = JSON.stringify([storeId, query, body]);
  const reuse = !fresh && last.asked?.key === key && now - last.asked.at < SAME_CART_REUSE_MS;
  api.dispatch(cartActions.pricingStarted());
  try {
    const answer =
      reuse && last.asked
        ? last.asked.answer
        : siteApi().request('/shoppingcart', {
            method: 'POST',
            query,
            body,
            schema: ServerCartSchema,
            storeId,
            // The cart shows its own banner with a retry; a snack on every keystroke would be noise.
            silent: true,
          });
    if (!reuse) last.asked = { key, at: now, answer };
    const serverCart = await answer;
    api.dispatch(cartActions.cartPriced({ revision, serverCart }));
    if (contextStore)
      actOnServerCodes(
        api,
        contextStore,
        (serverCart.validationErrors ?? []).map((error) => error.errorCode),
      );
  } catch (error) {
    if (last.asked?.key === key) last.asked = null;
    const failure =
      error instanceof ApiError
        ? { code: error.errorCode, message: error.errorMsg }
        : { code: 'CLIENT_ERR_UNKNOWN', message: String(error) };
    api.dispatch(cartActions.pricingFailed({ revision, ...failure }));
  }
}

/**
 * The server prices every change (the server cart is the truth): each burst of changes once, 50 ms
 * after its first; a retry at once. A change of the order context is a change of the cart.
 */
export function startPricing(startListening: StartListening<CartRoot>): (() => void)[] {
  let waiting = false;
  const last: { asked: Asked | null } = { asked: null };
  return [
    startListening({
      predicate: (_action, current, previous) => selectStoreContext(current) !== selectStoreContext(previous),
      effect: (_action, api) => {
        api.dispatch(cartActions.repriceNeeded());
      },
    }),
    startListening({
      predicate: (action, current, previous) =>
        current.orderContext.storeId !== null &&
        (cartActions.pricingWanted.match(action) ||
          current.cart.revision !== previous.cart.revision ||
          current.orderContext.storeId !== previous.orderContext.storeId),
      effect: async (_action, api) => {
        if (waiting) return;
        waiting = true;
        try {
          await api.delay(PRICING_DELAY_MS);
        } finally {
          waiting = false;
        }
        await priceNow(api, last);
      },
    }),
    startListening({
      matcher: (action) =>
        cartActions.pricingRetried.match(action) || timeSlotsActions.timeSlotsRetried.match(action),
      effect: (_action, api) => priceNow(api, last, true),
    }),
  ];
}
