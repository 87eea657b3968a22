import { createAccountStore } from '../../app/store';
import { accountReset } from '../../lib/account-reset';
import { fakeSiteApi, settled } from '../../lib/testing/fake-api';
import { customerRequested, loyaltyCountsChanged, pointsChanged, sessionUserChanged } from '.';

const JANE = {
  id: 42,
  telephone: '4165550100',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null,
  points: 1250,
  membership: { isMember: true, balanceInCents: 2000 },
};

describe('the customer, through the account store', () => {
  it('loads a logged-in customer’s account details when asked (spec 3 §4 Account area)', async () => {
    const seen = fakeSiteApi(() => ({ body: JANE }));
    const store = createAccountStore();
    store.dispatch(sessionUserChanged({ customerId: '42' }));
    store.dispatch(customerRequested({ storeId: '1001' }));
    expect(store.getState().customer).toMatchObject({ status: 'loading', storeId: '1001' });
    await settled();
    expect(seen).toEqual(['/customer/account']);
    expect(store.getState().customer).toMatchObject({
      status: 'ready',
      profile: { id: '42', firstName: 'Jane', lastName: null, points: 1250 },
      membership: { isMember: true, balanceInCents: 2000 },
    });
  });

  it('asks nothing for a visitor', async () => {
    const seen = fakeSiteApi(() => ({ body: JANE }));
    const store = createAccountStore();
    store.dispatch(customerRequested({ storeId: '1001' }));
    await settled();
    expect(seen).toEqual([]);
    expect(store.getState().customer.status).toBe('visitor');
  });

  it('drops an answer that arrives after a logout, and keeps a failure with its message', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    fakeSiteApi(() => new Promise((resolve) => (answer = resolve)));
    const store = createAccountStore();
    store.dispatch(sessionUserChanged({ customerId: '42' }));
    store.dispatch(customerRequested({ storeId: '1001' }));
    await settled();
    store.dispatch(accountReset({ reason: 'logout' }));
    answer({ body: JANE });
    await settled();
    expect(store.getState().customer).toMatchObject({ status: 'visitor', customerId: null, profile: null });

    fakeSiteApi(() => ({ error: 'GENERAL_ERR_INTERNAL', status: 500 }));
    store.dispatch(sessionUserChanged({ customerId: '42' }));
    store.dispatch(customerRequested({ storeId: '1001' }));
    await settled();
    expect(store.getState().customer.status).toBe('failed');
    expect(store.getState().customer.errorMessage).toContain('GENERAL_ERR_INTERNAL');
  });

  it('takes points and loyalty counts from elsewhere, and a store switch keeps who is logged in', async () => {
    fakeSiteApi(() => ({ body: JANE }));
    const store = createAccountStore();
    store.dispatch(sessionUserChanged({ customerId: '42' }));
    store.dispatch(customerRequested({ storeId: '1001' }));
    await settled();
    store.dispatch(pointsChanged(900));
    store.dispatch(loyaltyCountsChanged({ couponCount: 2, punchCardCount: 1 }));
    expect(store.getState().customer).toMatchObject({
      profile: { points: 900 },
      couponCount: 2,
      punchCardCount: 1,
    });
    store.dispatch(accountReset({ reason: 'store-switch' }));
    expect(store.getState().customer).toMatchObject({ customerId: '42', membership: null, storeId: null });
  });
});
