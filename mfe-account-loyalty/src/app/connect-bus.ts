import { bus } from '@owa/shared';
import { distinctUntilChanged, map } from '@owa/shared/rx';
import { customerRequested, sessionUserChanged } from '../features/customer';
import { keepGuestOrder } from '../features/guest-history/guest-history-storage';
import { loginOpening, loginRequested } from '../features/login';
import { reportReferrer } from '../features/referral/referral-api';
import { rememberReferrer } from '../features/referral/referrer';
import { accountReset } from '../lib/account-reset';
import { loadServiceOverlays } from '../service/service-overlays-loader';
import type { AccountStore } from './store';

/**
 * The service app's wiring: the customer follows the shell's session (login, logout, forced logout
 * all arrive as a session change), and `account:customer` mirrors the customer for other teams.
 */
export function connectAccountToBus(store: AccountStore): () => void {
  const publisher = bus.publisherFor('account');
  const session = bus
    .channel('shell:session')
    .pipe(
      map((value) => ({ userId: value.user?.id ?? null, storeId: value.storeId })),
      distinctUntilChanged((a, b) => a.userId === b.userId && a.storeId === b.storeId),
    )
    .subscribe(({ userId, storeId }) => {
      const before = store.getState().customer.customerId;
      if (before !== null && userId === null) store.dispatch(accountReset({ reason: 'logout' }));
      store.dispatch(sessionUserChanged({ customerId: userId }));
      if (userId) store.dispatch(customerRequested({ storeId }));
    });
  const reset = bus.on('account:reset').subscribe(({ reason }) => store.dispatch(accountReset({ reason })));
  // Opened once the dialog's code is here, in the place of the header's frame for it (unless the
  // diner closed that frame meanwhile).
  const login = bus.on('account:login-requested').subscribe((request) => {
    loadServiceOverlays().then(
      () => {
        if (loginOpening.goesOn(request)) store.dispatch(loginRequested(request));
      },
      () => loginOpening.failed(request),
    );
  });
  const guestOrders = bus
    .on('account:guest-order-placed')
    .subscribe(({ storeId, orderId }) => keepGuestOrder(storeId, orderId));
  const referrer = rememberReferrer(window.location.search);
  if (referrer && !bus.current('shell:session')?.user) void reportReferrer(referrer);

  let published: string | null | undefined;
  const publish = () => {
    const { customerId, profile, membership, couponCount, punchCardCount } = store.getState().customer;
    const summary = customerId
      ? {
          customerId,
          points: profile?.points ?? 0,
          couponCount,
          punchCardCount,
          walletBalanceCents: membership?.balanceInCents ?? 0,
        }
      : null;
    const key = JSON.stringify(summary);
    if (key === published) return;
    published = key;
    publisher.publish('account:customer', summary);
  };
  publish();
  const unsubscribeStore = store.subscribe(publish);
  return () => {
    session.unsubscribe();
    reset.unsubscribe();
    login.unsubscribe();
    guestOrders.unsubscribe();
    unsubscribeStore();
  };
}
