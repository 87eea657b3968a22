import { waitFor } from '@testing-library/react';
import { checkoutStore } from '../../../testing/room-stores';
import { stripeFor } from './stripe-loader';
import { stripeActions } from './stripe-slice';

const loadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));

const KEY = 'pk_test_owa';
const fakeStripe = { elements: jest.fn() };

describe('Stripe.js for the card field, loaded by the checkout room on first use', () => {
  it('is loaded once per key; a failure can be asked for again', async () => {
    loadStripe.mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(fakeStripe);
    const store = checkoutStore();
    expect(store.getState().stripe).toEqual({ key: null, status: 'idle' });
    store.dispatch(stripeActions.stripeRequested(KEY));
    expect(store.getState().stripe).toEqual({ key: KEY, status: 'loading' });
    await waitFor(() => expect(store.getState().stripe.status).toBe('failed'));
    expect(stripeFor(KEY)).toBeUndefined();

    store.dispatch(stripeActions.stripeRequested(KEY));
    await waitFor(() => expect(store.getState().stripe.status).toBe('ready'));
    expect(stripeFor(KEY)).toBe(fakeStripe);
    store.dispatch(stripeActions.stripeRequested(KEY));
    expect(store.getState().stripe.status).toBe('ready');
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
