import { act, render } from '@testing-library/react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';

/** Whether a promise has settled by now (after the queued microtasks). */
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

describe('the header shown whole (the shell shows the page after it)', () => {
  it('is not shown while the store loads, and is once the full header has rendered with it', async () => {
    await jest.isolateModulesAsync(async () => {
      // Fresh modules (the signal resolves once per page), with the one React the test renders with.
      jest.doMock('react', () => React);
      jest.doMock('react/jsx-runtime', () => JsxRuntime);
      jest.doMock('react-dom', () => ReactDom);
      jest.doMock('react-dom/client', () => ReactDomClient);
      const { HostFrame } = await import('../../shell/HostFrame');
      const { setSite, storeContext$ } = await import('../store-context');
      const { fullHeaderParts } = await import('./FullHeader');
      const { Header } = await import('./Header');
      const { headerParts$ } = await import('./header-extras');
      const { headerShown } = await import('./header-shown');
      window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY');
      setSite({ apiBase: '/api/v1', config: { homeGroups: [], customHeaders: [] } });
      headerParts$.next(fullHeaderParts);
      const loading = { storeId: '1001', store: null, group: null, onlineMenuCount: 1, errorCode: null };
      storeContext$.next({ ...loading, status: 'loading' });
      render(
        <HostFrame area="test">
          <Header />
        </HostFrame>,
      );
      expect(await settledYet(headerShown)).toBe(false);

      act(() =>
        storeContext$.next({ ...loading, status: 'failed', errorCode: 'GENERAL_ERR_STORE_NOT_FOUND' }),
      );
      expect(await settledYet(headerShown)).toBe(true);
    });
  });
});
