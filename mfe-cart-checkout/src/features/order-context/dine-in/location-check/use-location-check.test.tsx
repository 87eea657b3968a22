import { bus } from '@owa/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { english } from '../../../../i18n/messages';
import { fakeApi, settleMicrotasks } from '../../../../testing/fake-api';
import { orderContextStore } from '../../../../testing/room-stores';
import { orderContextActions } from '../../order-context-slice';
import { storeInfoActions } from '../../store-info-slice';
import { useLocationCheck } from './use-location-check';

/** Maple Harbour Café: dine-in checked against its place, 1 km around it. */
const harbour = {
  storeId: '1003',
  name: 'Maple Harbour Café',
  features: { dineInSupported: true },
  gpsCoordinate: { latitude: 43.6387, longitude: -79.3817 },
  settings: { owaSettings: { verifyLocation: true, dineInLocationRestrictionInKM: 1 } },
};
const api = fakeApi(() => ({ '/store': () => [200, [harbour]] }));
beforeEach(() => api.reset());

describe('the dine-in location check (spec 3 §4)', () => {
  it('a refused position is said once per table, even when the store is read again', async () => {
    const asked = jest.fn((_found: PositionCallback, refused?: PositionErrorCallback | null) =>
      refused?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: asked },
    });
    const snacks: string[] = [];
    const sink = bus.on('shell:snack').subscribe((snack) => snacks.push(snack.message));
    const store = orderContextStore();
    store.dispatch(orderContextActions.tableScanned({ storeId: '1003', tableId: '7', at: Date.now() }));
    await act(settleMicrotasks);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <IntlProvider locale="en" messages={english}>
          {children}
        </IntlProvider>
      </Provider>
    );
    renderHook(() => useLocationCheck(), { wrapper });
    await act(settleMicrotasks);
    expect(snacks).toEqual(['Please allow GPS location']);

    act(() => {
      store.dispatch(storeInfoActions.storeInfoLoaded({ storeId: '1003', store: { ...harbour } }));
    });
    await act(settleMicrotasks);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(snacks).toHaveLength(1);
    sink.unsubscribe();
  });
});
