import type { Store } from '@owa/shared';
import { bus } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { settledYet } from '../../../../tools/jest/settled-yet';
import { createAccountStore } from '../../app/store';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { HeaderAccountMenu } from './HeaderAccountMenu';
import { headerMenuShown } from './menu-shown';

const session = {
  language: 'en',
  direction: 'ltr',
  groupId: 'G1001',
  storeId: '1001',
  user: null,
  token: null,
  kioskMode: false,
  primaryColor: '#1e9d84',
} as const;
// Gift cards sold online: a visitor's More holds them (spec 1 §6).
const store = {
  storeId: 1001,
  name: 'Maple Downtown',
  features: { selfcareGiftcardSupported: true },
} as Store;
const page = { storeId: '1001', group: null, onlineMenuCount: 1, errorCode: null };

// The signal resolves once per page; this file is its page (jest gives each file its own modules).
describe("the header's account menu settles with its store's settings (the page shows after it)", () => {
  it('waits while the shell loads the store, then settles with More on screen', async () => {
    const shell = bus.publisherFor('shell');
    shell.publish('shell:session', session);
    shell.publish('shell:store', { ...page, store: null, status: 'loading' });
    render(
      <MicroFrontendFrame area="mfe-account:menu-shown-test" english={english} loaders={loaders}>
        <Provider store={createAccountStore()}>
          <HeaderAccountMenu />
        </Provider>
      </MicroFrontendFrame>,
    );
    expect(await settledYet(headerMenuShown)).toBe(false);

    act(() => shell.publish('shell:store', { ...page, store, status: 'ready' }));
    expect(await settledYet(headerMenuShown)).toBe(true);
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
