import { bus } from '@owa/shared';
import { GUEST_HISTORY_KEY } from '../../domain/guest-history';
import {
  GUEST_CHECKOUT_TIMEOUT_MS,
  requestGuestCheckout,
  startGuestCheckout,
} from './guest-checkout-request';

const requests: string[] = [];
const snacks: string[] = [];
const reports: { error: string; statusCode?: number }[] = [];
const subscriptions = [
  bus.on('cart:guest-checkout-requested').subscribe(({ requestId }) => requests.push(requestId)),
  bus.on('shell:snack').subscribe(({ message }) => snacks.push(message)),
  bus.on('shell:error-report').subscribe((report) => reports.push(report)),
];
afterAll(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
});

beforeEach(() => {
  jest.useFakeTimers();
  requests.length = 0;
  snacks.length = 0;
  reports.length = 0;
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const lastRequest = () => requests.at(-1) ?? '';

describe('guest checkout request (spec 3 §4 Guest path, 30-second time-out)', () => {
  it('asks the cart and keeps the placed order in that store’s guest history', async () => {
    const outcome = requestGuestCheckout('1003');
    expect(requests).toHaveLength(1);
    bus.emit('account:guest-checkout-settled', { requestId: 'someone-else', ok: false });
    bus.emit('account:guest-checkout-settled', { requestId: lastRequest(), ok: true, orderId: 'ORD-1003-9' });
    await expect(outcome).resolves.toEqual({ kind: 'placed', orderId: 'ORD-1003-9' });
    expect(JSON.parse(window.localStorage.getItem(GUEST_HISTORY_KEY) ?? '{}')).toEqual({
      '1003': ['ORD-1003-9'],
    });
  });

  it('gives up after 30 seconds without an answer, not a moment before', async () => {
    let settled: unknown = null;
    void requestGuestCheckout('1003').then((outcome) => {
      settled = outcome;
    });
    await jest.advanceTimersByTimeAsync(GUEST_CHECKOUT_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ kind: 'timed-out' });
    // A late answer changes nothing.
    bus.emit('account:guest-checkout-settled', { requestId: lastRequest(), ok: true, orderId: 'late' });
    expect(window.localStorage.getItem(GUEST_HISTORY_KEY)).toBeNull();
  });

  it('no time-out once the cart says its checkout is open: the diner takes their time', async () => {
    let settled: unknown = null;
    void requestGuestCheckout('1003').then((outcome) => {
      settled = outcome;
    });
    bus.emit('account:guest-checkout-opened', { requestId: 'someone-else' });
    bus.emit('account:guest-checkout-opened', { requestId: lastRequest() });
    await jest.advanceTimersByTimeAsync(5 * GUEST_CHECKOUT_TIMEOUT_MS);
    expect(settled).toBeNull();
    bus.emit('account:guest-checkout-settled', { requestId: lastRequest(), ok: true, orderId: 'ORD-1003-7' });
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toEqual({ kind: 'placed', orderId: 'ORD-1003-7' });
  });

  it('a time-out or a failure shows the message and is reported with 505; a cancel says nothing', async () => {
    const timedOut = startGuestCheckout('1003', 'Failed to process order. Please try again.');
    await jest.advanceTimersByTimeAsync(GUEST_CHECKOUT_TIMEOUT_MS);
    await timedOut;
    expect(snacks).toEqual(['Failed to process order. Please try again.']);
    expect(reports).toEqual([{ error: 'guest checkout timed-out', statusCode: 505 }]);

    const failed = startGuestCheckout('1003', 'failed');
    bus.emit('account:guest-checkout-settled', { requestId: lastRequest(), ok: false });
    await failed;
    expect(snacks).toEqual(['Failed to process order. Please try again.', 'failed']);

    const cancelled = startGuestCheckout('1003', 'cancelled');
    bus.emit('account:guest-checkout-settled', { requestId: lastRequest(), ok: false, cancelled: true });
    await cancelled;
    expect(snacks).toHaveLength(2);
    expect(reports).toHaveLength(2);
  });
});
