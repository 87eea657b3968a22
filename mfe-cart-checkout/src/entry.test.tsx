import { bus } from '@owa/shared';
import { act, screen } from '@testing-library/react';
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
    await parcels['cart:header-cart-button'].bootstrap(props);
    // React 19: start the mount inside act() and await it outside, or it deadlocks (STACK-NOTES).
    let mounting: Promise<unknown> = Promise.resolve();
    act(() => {
      mounting = parcels['cart:header-cart-button'].mount(props);
    });
    await mounting;
    expect(await screen.findByTestId('header-cart-count')).toHaveTextContent('0');

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

    let unmounting: Promise<unknown> = Promise.resolve();
    act(() => {
      unmounting = parcels['cart:header-cart-button'].unmount(props);
    });
    await unmounting;
    let serviceUnmounting: Promise<unknown> = Promise.resolve();
    act(() => {
      serviceUnmounting = applications.service.unmount(serviceProps);
    });
    await serviceUnmounting;
    expect(slot).toBeEmptyDOMElement();
  });
});
