import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type AccountStore, createAccountStore } from '../../../app/store';
import { bogo, coffeeCard, gift25, janeRewards, welcome10 } from '../../../domain/loyalty/testing/jane';
import { loaders } from '../../../i18n/loaders';
import { english } from '../../../i18n/messages';
import { loyaltyLoaded, sessionChanged } from '../loyalty-slice';

/** A fresh account store holding Jane's loyalty at store 1001, as after GET /rewards and /customer/profile/store. */
export function janeStore(): AccountStore {
  const store = createAccountStore();
  store.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: true }));
  store.dispatch(
    loyaltyLoaded({
      rewards: janeRewards,
      coupons: [welcome10, bogo, gift25],
      punchCards: [coffeeCard],
      points: 1250,
    }),
  );
  return store;
}

export function renderWithStore(store: AccountStore, ui: ReactNode) {
  return render(
    <MicroFrontendFrame area="test" english={english} loaders={loaders}>
      <Provider store={store}>{ui}</Provider>
    </MicroFrontendFrame>,
  );
}
