// The cart dialog's main action button (spec 2 §2 "Main action button logic").
//
// Our reading of the dine-in bullets (also in docs/rules.md): without a table the scanner opens (a
// table-entry dialog in a messenger's in-app browser, where the camera is unreliable). When the store
// skips checkout, the order is paid in person: a first order is created and paid offline at once, a
// later one is added to the existing order as a sub-order. Otherwise dine-in goes to checkout with
// the table, like pickup; delivery first needs an address.
export type CartAction =
  | 'start-shopping'
  | 'login'
  | 'scan-table-qr'
  | 'enter-table'
  | 'pay-offline-now'
  | 'add-sub-order'
  | 'enter-address'
  | 'checkout';

export interface CartActionInput {
  cartEmpty: boolean;
  orderType: string;
  isLoggedIn: boolean;
  /** The guest path is open (see the account rules' isGuestPathAvailable). */
  guestMayProceed: boolean;
  hasTable: boolean;
  inMessengerBrowser: boolean;
  hasExistingOrder: boolean;
  skipCheckout: boolean;
  hasDeliveryAddress: boolean;
}

export function cartMainAction(input: CartActionInput): CartAction {
  if (input.cartEmpty) return 'start-shopping';
  if (!input.isLoggedIn && !input.guestMayProceed) return 'login';
  if (input.orderType === 'DINE_IN') {
    if (!input.hasTable) return input.inMessengerBrowser ? 'enter-table' : 'scan-table-qr';
    if (input.skipCheckout) return input.hasExistingOrder ? 'add-sub-order' : 'pay-offline-now';
    return 'checkout';
  }
  if (input.orderType === 'DELIVERY' && !input.hasDeliveryAddress) return 'enter-address';
  return 'checkout';
}

/**
 * A visitor may go on without logging in only on the guest path (spec 2 §6, spec 3 §4): dine-in,
 * anonymous dine-in allowed (in kiosk mode when the kiosk-only setting is on), skip-checkout on.
 */
export function guestMayProceed(input: {
  orderType: string;
  allowAnonymousDineInOrder: boolean | null | undefined;
  allowAnonymousDineInKioskMode: boolean | null | undefined;
  skipCheckout: boolean | null | undefined;
  kioskMode: boolean;
}): boolean {
  if (input.orderType !== 'DINE_IN' || !input.allowAnonymousDineInOrder || !input.skipCheckout) return false;
  return !input.allowAnonymousDineInKioskMode || input.kioskMode;
}

/** In a messenger's in-app browser the camera is unreliable: dine-in asks for the table number instead. */
export function isMessengerBrowser(userAgent: string): boolean {
  return /MicroMessenger|FBAN|FBAV|Line\/|Instagram|WhatsApp/i.test(userAgent);
}
