import { bus } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAccountStore } from '../../app/store';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import LoginDialog from './LoginDialog';

type Call = { path: string; body: unknown };
const calls: Call[] = [];
let answers: Record<string, () => unknown> = {};

// The page's API client as the host configures it (siteApi() reads this global).
beforeAll(async () => {
  const { ApiError } = await import('@owa/shared');
  (globalThis as Record<symbol, unknown>)[Symbol.for('owa.site-api.v1')] = {
    request: async (
      path: string,
      options: { body?: unknown; onResponseHeaders?: (headers: Headers) => void },
    ) => {
      calls.push({ path, body: options.body });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected call ${path}`);
      const value = answer();
      if (value instanceof ApiError) throw value;
      options.onResponseHeaders?.({
        get: (name: string) => (name === 'authorization' ? 'tok-jane' : null),
      } as Headers);
      return value;
    },
  };
});

// A dialog's renders are slow when the machine's other jobs share its cores.
jest.setTimeout(30_000);

const loggedIn: unknown[] = [];
const sink = bus.on('shell:logged-in').subscribe((event) => loggedIn.push(event));
const snacks = bus.on('shell:snack').subscribe(() => undefined);
afterAll(() => {
  sink.unsubscribe();
  snacks.unsubscribe();
});

beforeEach(() => {
  calls.length = 0;
  loggedIn.length = 0;
  answers = {
    '/customer/login/request': () => ({ telephone: '4165550100', sent: true }),
    '/customer/login': () => ({ id: 7, telephone: '4165550100', firstName: 'Jane', lastName: 'Doe' }),
  };
  window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY?referrer=42');
});

function renderDialog(onClose = jest.fn()) {
  render(
    <MicroFrontendFrame area="test" english={english} loaders={loaders}>
      <Provider store={createAccountStore()}>
        <LoginDialog open onClose={onClose} />
      </Provider>
    </MicroFrontendFrame>,
  );
  return onClose;
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  const phone = await screen.findByRole('textbox', { name: 'Phone number' });
  await user.type(phone, '(416) 555-0100');
  expect(phone).toHaveValue('4165550100');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: 'Digit 1 of 6' });
}

describe('login stepper (spec 3 §2, §4, §5)', () => {
  it('refuses a short phone and says Error login when the code request fails', async () => {
    const { ApiError } = await import('@owa/shared');
    answers['/customer/login/request'] = () => new ApiError(500, 'GENERAL_ERR_INTERNAL', 'boom');
    const user = userEvent.setup();
    renderDialog();
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '416555');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a 10 digit phone number')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(phone, '0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Error login')).toBeInTheDocument();
  });

  it('sends the code on the sixth digit with the referrer and hands the token to the shell', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    const first = await toCodeStep(user);
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    await user.click(first);
    await user.keyboard('246810');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({
      path: '/customer/login',
      body: { telephone: '4165550100', code: '246810', referrer: '42' },
    });
    expect(loggedIn).toEqual([{ token: 'tok-jane', user: { id: '7', displayName: 'Jane Doe' } }]);
  });

  it('clears the boxes on a wrong code; Back returns to the phone step', async () => {
    const { ApiError } = await import('@owa/shared');
    answers['/customer/login'] = () => new ApiError(400, 'USR_ERR_CODE_INCORRECT', 'Code is incorrect.');
    const user = userEvent.setup();
    const onClose = renderDialog();
    const first = await toCodeStep(user);
    await user.click(first);
    await user.keyboard('111111');
    expect(await screen.findByText('Code is incorrect.')).toBeInTheDocument();
    for (let index = 1; index <= 6; index += 1)
      expect(screen.getByRole('textbox', { name: `Digit ${index} of 6` })).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('4165550100');
  });

  it('a 5-digit code is refused with the 6-digit message', async () => {
    const user = userEvent.setup();
    renderDialog();
    const first = await toCodeStep(user);
    await user.click(first);
    await user.keyboard('24681');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a 6 digit code')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/customer/login/request']);
  });
});
