import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { connectAccountToBus } from '../../app/connect-bus';
import { createAccountStore } from '../../app/store';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { AccountService } from '../../service/AccountService';
import { loadServiceOverlays } from '../../service/service-overlays-loader';
import { selectLoginOpen } from '../login';
import { LoginButton } from './LoginButton';

jest.setTimeout(30_000);

// The frame shows for a press made before the login dialog's code is here; a test loads that code
// once and keeps it, so each press here is made as if it were not.
let mockCold = false;
jest.mock('../../service/service-overlays-loader', () => {
  const actual = jest.requireActual<typeof import('../../service/service-overlays-loader')>(
    '../../service/service-overlays-loader',
  );
  return { ...actual, serviceOverlaysView: () => (mockCold ? null : actual.serviceOverlaysView()) };
});

/** The header's Login and the account's service app, wired to the bus as on the page. */
function renderHeaderAndService() {
  const store = createAccountStore();
  const disconnect = connectAccountToBus(store);
  render(
    <MicroFrontendFrame area="mfe-account:login-opening-test" english={english} loaders={loaders}>
      <Provider store={store}>
        <LoginButton />
        <AccountService />
      </Provider>
    </MicroFrontendFrame>,
  );
  return { store, disconnect };
}

function coldPress() {
  mockCold = true;
  try {
    screen.getByRole('button', { name: 'Login/Sign Up' }).click();
  } finally {
    mockCold = false;
  }
}

const frame = () => screen.queryByTestId('login-dialog-opening');

describe("the header's Login pressed before the login dialog's code is here", () => {
  let disconnect: () => void = () => {};
  afterEach(() => disconnect());

  it('shows the dialog’s frame at once, holding the focus, then the dialog in its place', async () => {
    const rendered = renderHeaderAndService();
    disconnect = rendered.disconnect;
    act(() => coldPress());
    const opening = screen.getByRole('dialog', { name: 'Login/Sign Up' });
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(within(opening).getByRole('status')).toHaveTextContent('Opening...');
    expect(within(opening).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('login-dialog')).toHaveAttribute('data-state', 'open'), {
      timeout: 10_000,
    });
    expect(frame()).toBeNull();
    expect(selectLoginOpen(rendered.store.getState())).toBe(true);
  });

  it('closed by the diner, the dialog does not open after it, and Login has the focus back', async () => {
    const rendered = renderHeaderAndService();
    disconnect = rendered.disconnect;
    const login = screen.getByRole('button', { name: 'Login/Sign Up' });
    login.focus();
    act(() => coldPress());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(frame()).toBeNull();
    expect(login).toHaveFocus();
    // The service serves the press's command once the code is here: it is spent.
    await act(async () => {
      await loadServiceOverlays();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(selectLoginOpen(rendered.store.getState())).toBe(false);
    // The next press opens the dialog (the code is here now: no frame).
    act(() => login.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(frame()).toBeNull();
    expect(selectLoginOpen(rendered.store.getState())).toBe(true);
  });
});
