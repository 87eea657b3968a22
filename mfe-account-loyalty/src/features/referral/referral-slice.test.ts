import { createAccountStore } from '../../app/store';
import { referralClosed, referralRequested, selectReferralOpen } from './referral-slice';

describe('the referral dialog, through the account store (spec 3 §2)', () => {
  it('opens when asked and closes', () => {
    const store = createAccountStore();
    expect(selectReferralOpen(store.getState())).toBe(false);
    store.dispatch(referralRequested());
    expect(selectReferralOpen(store.getState())).toBe(true);
    store.dispatch(referralClosed());
    expect(selectReferralOpen(store.getState())).toBe(false);
  });
});
