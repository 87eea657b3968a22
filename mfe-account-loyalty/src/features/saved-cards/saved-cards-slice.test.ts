import { createAccountStore } from '../../app/store';
import { accountReset } from '../../lib/account-reset';
import { fakeSiteApi, settled } from '../../lib/testing/fake-api';
import { cardsRequested } from './saved-cards-slice';

const VISA = { id: 7, name: 'Jane', no: '**** 4242', brand: 'visa', expiredMonth: 12, expiredYear: 2030 };

describe('saved cards, through the account store (spec 3 §4)', () => {
  it('loads the cards, and a refetch keeps the list on screen', async () => {
    let cards: unknown[] = [VISA];
    const seen = fakeSiteApi(() => ({ body: cards }));
    const store = createAccountStore();
    store.dispatch(cardsRequested());
    expect(store.getState().savedCards.status).toBe('loading');
    await settled();
    expect(store.getState().savedCards).toMatchObject({ status: 'ready', cards: [{ id: 7 }] });
    cards = [];
    store.dispatch(cardsRequested());
    expect(store.getState().savedCards.status).toBe('ready');
    await settled();
    expect(store.getState().savedCards.cards).toEqual([]);
    expect(seen).toEqual(['/customer/paymentMethod', '/customer/paymentMethod']);
  });

  it('keeps the API’s message when the cards cannot be read, and forgets them on logout', async () => {
    fakeSiteApi(() => ({ error: 'USR_ERR_0001' }));
    const store = createAccountStore();
    store.dispatch(cardsRequested());
    await settled();
    expect(store.getState().savedCards).toMatchObject({
      status: 'failed',
      errorMessage: 'USR_ERR_0001 happened',
    });
    store.dispatch(accountReset({ reason: 'logout' }));
    expect(store.getState().savedCards).toEqual({ cards: [], status: 'idle', errorMessage: null });
  });

  it('lets only the latest of two requests land', async () => {
    const answers: ((value: { body: unknown }) => void)[] = [];
    fakeSiteApi(() => new Promise((resolve) => answers.push(resolve)));
    const store = createAccountStore();
    store.dispatch(cardsRequested());
    store.dispatch(cardsRequested());
    await settled();
    answers[1]?.({ body: [VISA] });
    await settled();
    answers[0]?.({ body: [] });
    await settled();
    expect(store.getState().savedCards.cards).toMatchObject([{ id: 7 }]);
  });
});
