import { act, render } from '@testing-library/react';
import { settledYet } from '../../../../tools/jest/settled-yet';
import { HostFrame } from '../../shell/HostFrame';
import { setSite, storeContext$ } from '../store-context';
import { fullHeaderParts } from './FullHeader';
import { Header } from './Header';
import { headerParts$ } from './header-extras';
import { headerShown } from './header-shown';

// The signal resolves once per page; this file is its page (jest gives each file its own modules).
describe('the header shown whole (the shell shows the page after it)', () => {
  it('is not shown while the store loads, and is once the full header has rendered with it', async () => {
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

    act(() => storeContext$.next({ ...loading, status: 'failed', errorCode: 'GENERAL_ERR_STORE_NOT_FOUND' }));
    expect(await settledYet(headerShown)).toBe(true);
  });
});
