import { waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { checkoutStore } from '../../testing/room-stores';
import { checkoutDataActions, selectCheckoutData } from './checkout-data-slice';

const card = { id: 'card-1', no: '4242', expiredMonth: 12, expiredYear: 2030 };
const api = fakeApi(() => ({
  '/store': () => [200, [{ storeId: '1001', name: 'Maple Downtown' }]],
  '/customer/account': () => [
    200,
    { firstName: 'Jane', membership: { isMember: true, balanceInCents: 2500 } },
  ],
  '/customer/paymentMethod': () => [200, [card]],
  '/checkout-config.json': () => [200, { stripePublishableKey: 'pk_test_owa123' }],
}));
beforeEach(() => api.reset());

describe("the checkout page's data (the store, the wallet, the saved cards), through a real store", () => {
  it("a visitor's checkout reads the store only; a customer's reads the account, cards and Stripe key too", async () => {
    const store = checkoutStore();
    store.dispatch(checkoutDataActions.checkoutDataRequested({ storeId: '1001', loggedIn: false }));
    expect(selectCheckoutData(store.getState())).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(selectCheckoutData(store.getState())).toMatchObject({
        status: 'ready',
        account: null,
        cards: [],
        stripeKey: null,
      }),
    );
    expect(api.calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual(['/api/v1/store']);

    store.dispatch(checkoutDataActions.checkoutDataRequested({ storeId: '1001', loggedIn: true }));
    await waitFor(() =>
      expect(selectCheckoutData(store.getState())).toMatchObject({
        status: 'ready',
        store: { name: 'Maple Downtown' },
        account: { firstName: 'Jane' },
        cards: [card],
        stripeKey: 'pk_test_owa123',
      }),
    );
    expect(api.callsTo('/checkout-config.json').map((call) => call.url)).toEqual(['/checkout-config.json']);
  });

  it('a failure offers a retry; a saved card is read again while the page stays as it is', async () => {
    api.answer('/customer/account', () => [500, { errorCode: 'GENERAL_ERR', errorMsg: 'down' }]);
    const store = checkoutStore();
    store.dispatch(checkoutDataActions.checkoutDataRequested({ storeId: '1001', loggedIn: true }));
    await waitFor(() => expect(selectCheckoutData(store.getState())).toEqual({ status: 'failed' }));

    api.reset();
    store.dispatch(checkoutDataActions.checkoutDataRequested({ storeId: '1001', loggedIn: true }));
    await waitFor(() => expect(selectCheckoutData(store.getState()).status).toBe('ready'));

    api.answer('/customer/paymentMethod', () => [200, [card, { ...card, id: 'card-2', no: '5555' }]]);
    store.dispatch(checkoutDataActions.cardsChanged());
    expect(selectCheckoutData(store.getState()).status).toBe('ready');
    await waitFor(() =>
      expect(selectCheckoutData(store.getState())).toMatchObject({
        cards: [card, { id: 'card-2' }],
        stripeKey: 'pk_test_owa123',
      }),
    );
    // The key was read for the page, once: the saved card asked for the cards only.
    expect(api.callsTo('/checkout-config.json')).toHaveLength(1);
  });
});
