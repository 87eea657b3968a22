import { bus } from '@owa/shared';
import { FRIES } from '@owa/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { applications, contractRange, parcels } from './entry';

/** What single-spa hands a parcel: its own name and the element of the slot it fills. */
type ParcelProps = Parameters<(typeof parcels)['cart:header-cart-button']['mount']>[0];
function parcelProps(domElement: HTMLElement, name = 'header-cart-button-test'): ParcelProps {
  // single-spa's own objects are not needed by these lifecycles; the test passes stand-ins.
  return {
    name,
    domElement,
    singleSpa: {},
    mountParcel: () => undefined,
  } as unknown as ParcelProps;
}

describe('mfe-cart-checkout public entry (the contract with the host)', () => {
  it('declares the contract range it was built against and its lifecycles', () => {
    expect(contractRange).toBe('^1.0.0');
    for (const lifecycles of [
      applications.service,
      parcels['cart:header-cart-button'],
      parcels['cart:order-type-selector'],
    ]) {
      expect(typeof lifecycles.bootstrap).toBe('function');
      expect(typeof lifecycles.mount).toBe('function');
      expect(typeof lifecycles.unmount).toBe('function');
    }
  });

  it('the cart service and the header parcel turn cart:add-item into the count on the button', async () => {
    const slot = document.createElement('span');
    document.body.appendChild(slot);
    const props = parcelProps(slot);
    const serviceProps = parcelProps(document.createElement('div'), 'mfe-cart-checkout:service');
    await applications.service.bootstrap(serviceProps);
    let serviceMounting: Promise<unknown> = Promise.resolve();
    act(() => {
      serviceMounting = applications.service.mount(serviceProps);
    });
    await serviceMounting;
    // With no shell to say the page is interactive, the service mounts its dialogs' roots when idle:
    // they render before the test goes on, not in the middle of a later step.
    await waitFor(() => expect(document.getElementById('owa-cart-dine-in')).not.toBeNull());
    expect(document.getElementById('owa-cart-order-success')).not.toBeNull();
    await parcels['cart:header-cart-button'].bootstrap(props);
    // React 19: start the mount inside act() and await it outside, or it deadlocks (STACK-NOTES).
    let mounting: Promise<unknown> = Promise.resolve();
    act(() => {
      mounting = parcels['cart:header-cart-button'].mount(props);
    });
    await mounting;
    expect(await screen.findByTestId('header-cart-count')).toHaveTextContent('0');

    // The store page's menu, as the menu team shares it: the cart's lines take their names from it.
    act(() => {
      bus.publisherFor('menu').publish('menu:store-menu', {
        storeId: '1001',
        menuCode: 'ALLDAY',
        menu: { code: 'ALLDAY', menuGroups: [{ code: 'SIDES', name: 'Sides', menuItems: [FRIES] }] },
      });
    });

    act(() => {
      bus.emit('cart:add-item', {
        storeId: '1001',
        menuCode: 'ALLDAY',
        itemCode: 'FRIES',
        name: 'Classic Fries',
        quantity: 2,
        unitPriceCents: 499,
      });
    });
    expect(screen.getByTestId('header-cart-count')).toHaveTextContent('2');
    expect(bus.current('cart:summary')).toMatchObject({ storeId: '1001', itemCount: 2, totalCents: 998 });
    // The first add warms the cart dialog's code; the overlays then keep the dialog rendered, closed.
    expect(await screen.findByTestId('cart-dialog')).not.toBeVisible();

    let unmounting: Promise<unknown> = Promise.resolve();
    act(() => {
      unmounting = parcels['cart:header-cart-button'].unmount(props);
    });
    await unmounting;
    let serviceUnmounting: Promise<unknown> = Promise.resolve();
    act(() => {
      serviceUnmounting = applications.service.unmount(serviceProps);
    });
    // The service takes its dialogs' roots down after the overlays' unmount has resolved.
    await act(() => serviceUnmounting);
    expect(slot).toBeEmptyDOMElement();
  });
});
