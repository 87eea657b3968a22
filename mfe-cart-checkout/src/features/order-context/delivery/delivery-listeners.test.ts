import { fakeApi, settleMicrotasks } from '../../../testing/fake-api';
import { orderContextStore } from '../../../testing/room-stores';
import { contextDialogsActions } from '../context-dialogs-slice';
import { orderContextActions, selectStoreContext } from '../order-context-slice';
import { deliveryCheckActions } from './delivery-check-slice';

const bay = {
  addressLine1: '200 Bay St',
  city: 'Toronto',
  country: 'CA',
  postCode: 'M5J 2J2',
  gpsCoordinate: { latitude: 43.6465, longitude: -79.3795 },
};
const courier = { provider: 'COURIER', valid: true, cost: 399, fixedCost: false, errorCode: null };
const robot = { provider: 'TINY_MILE', valid: true, cost: 299, fixedCost: true, errorCode: null };

const api = fakeApi(() => ({
  '/order/validate_providers': () => [200, { result: [courier, robot] }],
  '/order/validate_address': (_body, url) => [
    200,
    { valid: true, provider: url.includes('TINY_MILE') ? 'TINY_MILE' : 'COURIER', address: bay },
  ],
}));
beforeEach(() => api.reset());

function atDowntown() {
  const store = orderContextStore();
  store.dispatch(orderContextActions.storeEntered('1001'));
  return store;
}

describe('delivery address flow (spec 2 §4 "Delivery address validation")', () => {
  it('a valid address is kept with its provider and makes the order a delivery; the unit is cleared', async () => {
    const store = atDowntown();
    store.dispatch(orderContextActions.unitNumberChanged({ storeId: '1001', unit: '9' }));
    store.dispatch(deliveryCheckActions.addressChosen(bay));
    expect(store.getState().deliveryCheck.address).toEqual({ status: 'checking' });
    await settleMicrotasks();
    expect(store.getState().deliveryCheck.address).toEqual({ status: 'idle' });
    expect(selectStoreContext(store.getState())).toMatchObject({
      orderType: 'DELIVERY',
      deliveryProvider: 'COURIER',
      deliveryProviders: [courier, robot],
      unitNumber: '',
      deliveryMessage: 'meet_at_door',
    });

    // Another provider is validated for this address before it is kept; the robot meets outside.
    store.dispatch(deliveryCheckActions.providerChosen('TINY_MILE'));
    expect(store.getState().deliveryCheck.switching).toBe(true);
    await settleMicrotasks();
    expect(api.calls.at(-1)?.url).toContain('/order/validate_address?provider=TINY_MILE');
    expect(store.getState().deliveryCheck).toMatchObject({ switching: false, refusals: 0 });
    expect(selectStoreContext(store.getState())).toMatchObject({
      deliveryProvider: 'TINY_MILE',
      deliveryMessage: 'meet_outside',
    });

    // A refused switch keeps the previous provider, and is counted once to be said once.
    api.answer('/order/validate_address', () => [
      400,
      { errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE', errorMsg: 'far' },
    ]);
    store.dispatch(deliveryCheckActions.providerChosen('COURIER'));
    await settleMicrotasks();
    expect(store.getState().deliveryCheck).toMatchObject({
      switching: false,
      refusedProvider: 'COURIER',
      refusals: 1,
    });
    expect(selectStoreContext(store.getState()).deliveryProvider).toBe('TINY_MILE');
  });

  it('out of range, no postal code or a failed check: the kept address is cleared, never used unchecked', async () => {
    const store = atDowntown();
    api.answer('/order/validate_providers', () => [200, { result: [courier] }]);
    store.dispatch(deliveryCheckActions.addressChosen(bay));
    await settleMicrotasks();
    expect(selectStoreContext(store.getState()).deliveryAddress).not.toBeNull();

    const outOfRange = { ...courier, valid: false, errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE' };
    api.answer('/order/validate_providers', () => [200, { result: [outOfRange] }]);
    store.dispatch(
      deliveryCheckActions.addressChosen({
        ...bay,
        addressLine1: '6301 Silver Dart Dr',
        postCode: 'L5P 1B2',
      }),
    );
    await settleMicrotasks();
    expect(store.getState().deliveryCheck).toMatchObject({
      address: { status: 'problem', problem: 'out-of-range' },
      rejected: [outOfRange],
    });
    expect(selectStoreContext(store.getState()).deliveryAddress).toBeNull();

    const before = api.calls.length;
    store.dispatch(deliveryCheckActions.addressChosen({ addressLine1: 'Queen St W', postCode: null }));
    await settleMicrotasks();
    expect(store.getState().deliveryCheck.address).toEqual({ status: 'problem', problem: 'invalid' });
    expect(api.calls.length).toBe(before);

    api.answer('/order/validate_providers', () => [500, { errorCode: 'GENERAL_ERR', errorMsg: 'down' }]);
    store.dispatch(deliveryCheckActions.addressChosen(bay));
    await settleMicrotasks();
    expect(store.getState().deliveryCheck.address).toEqual({ status: 'problem', problem: 'failed' });
  });

  it('a later address wins over one still being checked; each opening of the dialog starts afresh', async () => {
    const store = atDowntown();
    store.dispatch(deliveryCheckActions.addressChosen({ ...bay, addressLine1: '1 Front St' }));
    store.dispatch(deliveryCheckActions.addressChosen(bay));
    await settleMicrotasks();
    expect(selectStoreContext(store.getState()).deliveryAddress?.addressLine1).toBe('200 Bay St');

    store.dispatch(deliveryCheckActions.addressChosen({ addressLine1: 'Queen St W', postCode: null }));
    await settleMicrotasks();
    store.dispatch(contextDialogsActions.deliveryOpened());
    expect(store.getState().deliveryCheck.address).toEqual({ status: 'idle' });
  });
});
