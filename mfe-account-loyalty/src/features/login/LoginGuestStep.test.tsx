import { bus, type LoginReason, type OrderContext, type SessionState } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAccountStore } from '../../app/store';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import LoginDialog from './LoginDialog';

// Store 1003 as GET /store answers (the page's API client is the host's: siteApi() reads this global).
// Each answer is kept, so a test can wait until the settings it asserts against are in.
const answers = new Map<string, Promise<unknown[]>>();
const stores: Record<string, unknown> = {
  '1003': {
    storeId: '1003',
    settings: { owaSettings: { allowAnonymousDineInOrder: true, skipCheckout: true } },
  },
  '1004': {
    storeId: '1004',
    settings: {
      owaSettings: {
        allowAnonymousDineInOrder: true,
        allowAnonymousDineInKioskMode: true,
        skipCheckout: true,
      },
    },
  },
};
beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('owa.site-api.v1')] = {
    request: (path: string, options: { query?: { storeId?: string } }) => {
      if (path !== '/store') return Promise.reject(new Error(`unexpected call ${path}`));
      const storeId = options.query?.storeId ?? '';
      const answer = Promise.resolve([stores[storeId]].filter(Boolean));
      answers.set(storeId, answer);
      return answer;
    },
  };
});

const requests: unknown[] = [];
const sink = bus.on('cart:guest-checkout-requested').subscribe((request) => requests.push(request));
afterAll(() => sink.unsubscribe());

function publish(
  storeId: string,
  orderType: OrderContext['orderType'],
  itemCount: number,
  kioskMode = false,
) {
  const session: SessionState = {
    language: 'en',
    direction: 'ltr',
    groupId: 'G1001',
    storeId,
    user: null,
    token: null,
    kioskMode,
    primaryColor: '#1e9d84',
  };
  act(() => {
    bus.publisherFor('shell').publish('shell:session', session);
    const cart = bus.publisherFor('cart');
    cart.publish('cart:order-context', {
      orderType,
      scheduledDay: null,
      scheduledTime: null,
      scheduleChosen: false,
      tableId: '7',
      tableDisplayNumber: '7',
      tableMenuCodes: null,
      deliveryAddressLine: null,
      dineInOnly: false,
      existingOrderId: null,
    });
    cart.publish('cart:summary', {
      storeId,
      itemCount,
      totalCents: itemCount * 450,
      subtotalCents: itemCount * 450,
      lines: itemCount ? [{ code: 'CAPPUCCINO', qty: itemCount, menuCode: 'CAFE' }] : [],
      existingOrder: null,
    });
  });
}

function renderDialog(onClose = jest.fn(), reason?: LoginReason) {
  render(
    <MicroFrontendFrame area="test" english={english} loaders={loaders}>
      <Provider store={createAccountStore()}>
        <LoginDialog open onClose={onClose} reason={reason} />
      </Provider>
    </MicroFrontendFrame>,
  );
  return onClose;
}

// A dialog's first render is slow on a loaded machine.
jest.setTimeout(30_000);

beforeEach(() => {
  requests.length = 0;
  answers.clear();
});

describe('login step 3, the guest path (spec 3 §4)', () => {
  it('is offered for a dine-in cart where anonymous dine-in and skip checkout are on; Back returns to step 1', async () => {
    publish('1003', 'DINE_IN', 1);
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByText('Guest · 3/3')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.getByText('Phone · 1/3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await user.click(screen.getByRole('button', { name: 'Place order as guest' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('is not offered for pickup, for an empty cart, or outside kiosk mode when the store is kiosk-only', async () => {
    publish('1003', 'PICKUP', 1);
    renderDialog();
    expect(await screen.findByText('Phone · 1/2')).toBeInTheDocument();
    publish('1003', 'DINE_IN', 0);
    await waitFor(() => expect(screen.getByText('Phone · 1/2')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();

    publish('1004', 'DINE_IN', 1);
    // "Not offered" says something only once the kiosk-only settings are in: wait for 1004's answer,
    // inside act so what it changes has rendered before the check.
    const kioskOnly = answers.get('1004');
    expect(kioskOnly).toBeDefined();
    await act(async () => {
      await kioskOnly;
    });
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    publish('1004', 'DINE_IN', 1, true);
    expect(await screen.findByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
  });

  it('in kiosk mode a checkout login opens on the guest step, with no phone step (spec 3 §4)', async () => {
    publish('1003', 'DINE_IN', 1, true);
    const user = userEvent.setup();
    const onClose = renderDialog(jest.fn(), 'checkout');
    const place = await screen.findByRole('button', { name: 'Place order as guest' });
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(place);
    expect(onClose).toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('in kiosk mode a login asked for anything else, or a pickup checkout, keeps the phone step', async () => {
    publish('1003', 'DINE_IN', 1, true);
    renderDialog(jest.fn(), 'user');
    // The guest path is open (offered from step 1), yet the phone step stays.
    expect(await screen.findByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    cleanup();
    publish('1003', 'PICKUP', 1, true);
    renderDialog(jest.fn(), 'checkout');
    expect(await screen.findByText('Phone · 1/2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order as guest' })).toBeNull();
  });
});
