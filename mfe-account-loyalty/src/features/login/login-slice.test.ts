import { createAccountStore } from '../../app/store';
import { loginDialogClosed, loginRequested, selectLoginOpen, selectLoginReason } from './login-slice';

describe('the login dialog, through the account store (spec 3 §3 Login state)', () => {
  it('opens for the reason asked, "user" when none is given, and remembers a thumbs-up', () => {
    const store = createAccountStore();
    expect(selectLoginOpen(store.getState())).toBe(false);
    store.dispatch(loginRequested({ reason: 'account', fromThumbsUp: true }));
    expect(store.getState().login).toEqual({ open: true, reason: 'account', fromThumbsUp: true });
    store.dispatch(loginRequested({}));
    expect(selectLoginReason(store.getState())).toBe('user');
    expect(store.getState().login.fromThumbsUp).toBe(false);
  });

  it('closing forgets the reason, so the next opening starts afresh', () => {
    const store = createAccountStore();
    store.dispatch(loginRequested({ reason: 'account' }));
    store.dispatch(loginDialogClosed());
    expect(store.getState().login).toEqual({ open: false, reason: 'user', fromThumbsUp: false });
  });
});
