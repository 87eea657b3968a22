// The saved cards' side effects, in the store's listener middleware (app/store.ts starts them).
import { ApiError, siteApi } from '@owa/shared';
import { SavedCardListSchema } from '@owa/shared/entities';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cardsFailed, cardsLoaded, cardsRequested } from './saved-cards-slice';

export function listenForSavedCards(listeners: Pick<ListenerMiddlewareInstance, 'startListening'>): void {
  listeners.startListening({
    actionCreator: cardsRequested,
    effect: async (_, api) => {
      // The latest request's answer wins (a refetch after an add or a delete).
      api.cancelActiveListeners();
      try {
        const cards = await api.pause(
          siteApi().request('/customer/paymentMethod', { schema: SavedCardListSchema }),
        );
        api.dispatch(cardsLoaded(cards));
      } catch (error) {
        if (api.signal.aborted) return;
        api.dispatch(cardsFailed(error instanceof ApiError ? error.errorMsg : String(error)));
      }
    },
  });
}
