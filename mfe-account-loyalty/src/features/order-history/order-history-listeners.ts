// The order history's side effects, in the store's listener middleware (app/store.ts starts them).
import { ApiError, siteApi } from '@owa/shared';
import { OrderHistoryPageSchema } from '@owa/shared/entities';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { nextHistoryQuery } from '../../domain/order-history';
import {
  orderPageFailed,
  orderPageLoaded,
  orderPageRequested,
  type WithOrderHistory,
} from './order-history-slice';

export function listenForOrderHistory(listeners: Pick<ListenerMiddlewareInstance, 'startListening'>): void {
  listeners.startListening.withTypes<WithOrderHistory>()({
    actionCreator: orderPageRequested,
    effect: async (_, api) => {
      // One page at a time: a press while a page loads asks for nothing more.
      if (api.getOriginalState().orderHistory.status === 'loading') return;
      const query = nextHistoryQuery(api.getState().orderHistory.history);
      try {
        // The API's errorMsg shows as a snack (spec 3 §7), and the list keeps a retry.
        api.dispatch(
          orderPageLoaded(
            await siteApi().request('/order/history', { query, schema: OrderHistoryPageSchema }),
          ),
        );
      } catch (error) {
        api.dispatch(orderPageFailed(error instanceof ApiError ? error.errorMsg : String(error)));
      }
    },
  });
}
