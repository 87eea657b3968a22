import type { Store } from '@owa/shared';
import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';

/** Whether a promise has settled by now (after the queued tasks). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return settled;
}

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

describe("the header's account menu settles with its store's settings (the page shows after it)", () => {
  it('waits while the shell loads the store, then settles with More on screen', async () => {
    await jest.isolateModulesAsync(async () => {
      // Fresh modules (the signal resolves once per page), with the one React the test renders with.
      jest.doMock('react', () => React);
      jest.doMock('react/jsx-runtime', () => JsxRuntime);
      jest.doMock('react-dom', () => ReactDom);
      jest.doMock('react-dom/client', () => ReactDomClient);
      const { bus } = await import('@owa/shared');
      const { MicroFrontendFrame } = await import('@owa/shared/design-kit');
      const { Provider } = await import('react-redux');
      const { createAccountStore } = await import('../../app/store');
      const { loaders } = await import('../../i18n/loaders');
      const { english } = await import('../../i18n/messages');
      const { HeaderAccountMenu } = await import('./HeaderAccountMenu');
      const { headerMenuShown } = await import('./menu-shown');
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
});
