import { createAccountStore } from '../../app/store';
import { coffeeCard, janeRewards, welcome10 } from '../../domain/loyalty/testing/jane';
import { fakeSiteApi, settled } from '../../lib/testing/fake-api';
import { sessionUserChanged } from '../customer';
import { loyaltyRequested } from './loyalty-slice';

describe('loading loyalty, through the account store (spec 3 §4, §7)', () => {
  it('gives a visitor the reward options and the group’s coupons', async () => {
    const seen = fakeSiteApi((path) => ({ body: path === '/rewards' ? janeRewards : [welcome10] }));
    const store = createAccountStore();
    store.dispatch(loyaltyRequested({ storeId: '1001', isLoggedIn: false }));
    expect(store.getState().loyalty).toMatchObject({ status: 'loading', storeId: '1001' });
    await settled();
    expect(seen.sort()).toEqual(['/rewards', '/rewards/coupons']);
    expect(store.getState().loyalty).toMatchObject({ status: 'ready', points: 0, punchCards: [] });
    expect(store.getState().loyalty.coupons.map((c) => c.code)).toEqual([welcome10.code]);
  });

  it('gives a customer their points, coupons and punch cards, and the counts to the customer', async () => {
    const mine = { points: 1250, coupons: [welcome10], punchCards: [coffeeCard] };
    fakeSiteApi((path) => ({ body: path === '/rewards' ? janeRewards : mine }));
    const store = createAccountStore();
    store.dispatch(sessionUserChanged({ customerId: 'jane' }));
    store.dispatch(loyaltyRequested({ storeId: '1001', isLoggedIn: true, customerId: 'jane' }));
    await settled();
    expect(store.getState().loyalty).toMatchObject({ status: 'ready', points: 1250 });
    expect(store.getState().customer).toMatchObject({ couponCount: 1, punchCardCount: 1 });
  });

  it('fails visibly (the cards offer a retry), and only the latest request lands', async () => {
    fakeSiteApi(() => ({ error: 'GENERAL_ERR_INTERNAL', status: 500 }));
    const store = createAccountStore();
    store.dispatch(loyaltyRequested({ storeId: '1001', isLoggedIn: false }));
    await settled();
    expect(store.getState().loyalty.status).toBe('failed');

    const answers: ((value: { body: unknown }) => void)[] = [];
    fakeSiteApi(
      (path) =>
        new Promise((resolve) =>
          answers.push((value) => resolve(path === '/rewards' ? value : { body: [] })),
        ),
    );
    store.dispatch(loyaltyRequested({ storeId: '1001', isLoggedIn: false }));
    store.dispatch(loyaltyRequested({ storeId: '1002', isLoggedIn: false }));
    await settled();
    for (const answer of answers.slice(2)) answer({ body: janeRewards });
    await settled();
    for (const answer of answers.slice(0, 2)) answer({ body: [] });
    await settled();
    expect(store.getState().loyalty).toMatchObject({ status: 'ready', storeId: '1002' });
    expect(store.getState().loyalty.rewards).toHaveLength(janeRewards.length);
  });
});
