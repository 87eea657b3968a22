import { bus } from '@owa/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { english } from '../../../i18n/messages';
import { stopAll } from '../../../lib/store';
import { checkoutStore } from '../../../testing/room-stores';
import { cartActions, cartDialogActions } from '../../cart';
import { checkoutActions } from '../checkout-slice';
import { handleGuestCheckoutCommand, useGuestCheckoutRefusals } from './guest-checkout-command';

const cappuccino = {
  storeId: '1003',
  menuCode: 'CAFE',
  itemCode: 'CAPPUCCINO',
  name: 'Cappuccino',
  quantity: 1,
  unitPriceCents: 450,
};

const reports: { error: string; statusCode?: number }[] = [];
const reporting = bus.on('shell:error-report').subscribe((report) => reports.push(report));
afterAll(() => reporting.unsubscribe());

function setUp(withItem: boolean) {
  const store = checkoutStore();
  if (withItem) store.dispatch(cartActions.itemAdded(cappuccino));
  const stop = stopAll([handleGuestCheckoutCommand(store, bus)]);
  return { store, stop };
}

beforeEach(() => {
  jest.useFakeTimers();
  reports.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('cart:guest-checkout-requested: the cart takes the guest checkout from the login dialog', () => {
  it('opens the guest checkout in place of the cart, once the cart has gone', async () => {
    const { store, stop } = setUp(true);
    store.dispatch(cartDialogActions.cartOpened({ afterOther: false }));
    bus.emit('cart:guest-checkout-requested', {});
    expect(store.getState().cartDialog.open).toBe(false);
    expect(store.getState().dineIn.dialog).toBeNull();
    await jest.advanceTimersByTimeAsync(60);
    expect(store.getState().dineIn.dialog).toBe('guest-checkout');
    expect(reports).toEqual([]);
    stop();
  });

  it('with nothing to order opens nothing, says so once and reports it (spec 3 §7: 505)', async () => {
    const { store, stop } = setUp(false);
    bus.emit('cart:guest-checkout-requested', {});
    await jest.advanceTimersByTimeAsync(60);
    expect(store.getState().dineIn.dialog).toBeNull();
    expect(store.getState().checkout.guestRefusals).toBe(1);
    expect(reports).toEqual([{ error: 'guest checkout failed', statusCode: 505 }]);
    stop();
    bus.emit('cart:guest-checkout-requested', {});
    expect(store.getState().checkout.guestRefusals).toBe(1);
  });
});

describe("a refused guest checkout is said once, in the diner's language", () => {
  it("'Failed to process order. Please try again.' as an error snack, once per refusal", () => {
    const store = checkoutStore();
    const snacks: { message: string; status: string }[] = [];
    const sink = bus.on('shell:snack').subscribe((snack) => snacks.push(snack));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <IntlProvider locale="en" messages={english}>
          {children}
        </IntlProvider>
      </Provider>
    );
    const { rerender } = renderHook(() => useGuestCheckoutRefusals(), { wrapper });
    expect(snacks).toEqual([]);
    act(() => {
      store.dispatch(checkoutActions.guestCheckoutRefused());
    });
    rerender();
    expect(snacks).toEqual([{ message: 'Failed to process order. Please try again.', status: 'error' }]);
    sink.unsubscribe();
  });
});
