import { cartMainAction, guestMayProceed, isMessengerBrowser } from './cart-action';

const guest = {
  orderType: 'DINE_IN',
  allowAnonymousDineInOrder: true,
  allowAnonymousDineInKioskMode: false,
  skipCheckout: true,
  kioskMode: false,
};

describe('guest path and the main button (spec 2 §2, §6)', () => {
  it('a visitor goes on without login only for dine-in with anonymous orders and skip-checkout', () => {
    expect(guestMayProceed(guest)).toBe(true);
    expect(guestMayProceed({ ...guest, orderType: 'PICKUP' })).toBe(false);
    expect(guestMayProceed({ ...guest, skipCheckout: false })).toBe(false);
    expect(guestMayProceed({ ...guest, allowAnonymousDineInOrder: false })).toBe(false);
    expect(guestMayProceed({ ...guest, allowAnonymousDineInKioskMode: true })).toBe(false);
    expect(guestMayProceed({ ...guest, allowAnonymousDineInKioskMode: true, kioskMode: true })).toBe(true);
  });

  it('the seven cases in order: empty, login, table, sub-order / pay in person, address, checkout', () => {
    const base = {
      cartEmpty: false,
      orderType: 'PICKUP',
      isLoggedIn: true,
      guestMayProceed: false,
      hasTable: false,
      inMessengerBrowser: false,
      hasExistingOrder: false,
      skipCheckout: false,
      hasDeliveryAddress: false,
    };
    expect(cartMainAction({ ...base, cartEmpty: true, isLoggedIn: false })).toBe('start-shopping');
    expect(cartMainAction({ ...base, isLoggedIn: false })).toBe('login');
    expect(cartMainAction({ ...base, orderType: 'DINE_IN' })).toBe('scan-table-qr');
    expect(cartMainAction({ ...base, orderType: 'DINE_IN', inMessengerBrowser: true })).toBe('enter-table');
    expect(cartMainAction({ ...base, orderType: 'DINE_IN', hasTable: true, skipCheckout: true })).toBe(
      'pay-offline-now',
    );
    expect(
      cartMainAction({
        ...base,
        orderType: 'DINE_IN',
        hasTable: true,
        skipCheckout: true,
        hasExistingOrder: true,
      }),
    ).toBe('add-sub-order');
    expect(cartMainAction({ ...base, orderType: 'DINE_IN', hasTable: true })).toBe('checkout');
    expect(cartMainAction({ ...base, orderType: 'DELIVERY' })).toBe('enter-address');
    expect(cartMainAction({ ...base, orderType: 'DELIVERY', hasDeliveryAddress: true })).toBe('checkout');
    expect(cartMainAction(base)).toBe('checkout');
  });

  it('messenger in-app browsers are recognised by their user agent', () => {
    expect(isMessengerBrowser('Mozilla/5.0 ... MicroMessenger/8.0.40')).toBe(true);
    expect(isMessengerBrowser('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]')).toBe(true);
    expect(isMessengerBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe(false);
  });
});
