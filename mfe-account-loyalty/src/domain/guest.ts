// Guest path (spec 3 §4 "Guest path", spec 2 §6, spec 1 §2.3): dine-in without an account.

/** The kioskMode query flag: 1 or true. */
export function isKioskFlag(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const flag = value.trim().toLowerCase();
  return flag === '1' || flag === 'true';
}

export interface AnonymousDineInInput {
  allowAnonymousDineInOrder: boolean | null | undefined;
  /** The kiosk-only setting. */
  allowAnonymousDineInKioskMode: boolean | null | undefined;
  kioskMode: boolean;
}

/** Anonymous dine-in needs allowAnonymousDineInOrder and, when kiosk-only is on, kiosk mode. */
export function isAnonymousDineInAllowed(input: AnonymousDineInInput): boolean {
  if (!input.allowAnonymousDineInOrder) return false;
  return !input.allowAnonymousDineInKioskMode || input.kioskMode;
}

export interface GuestPathInput extends AnonymousDineInInput {
  orderType: string;
  skipCheckout: boolean | null | undefined;
  cartEmpty: boolean;
}

/** Step 3 of the login dialog: dine-in, anonymous dine-in allowed, skipCheckout on, cart not empty. */
export function isGuestPathAvailable(input: GuestPathInput): boolean {
  return (
    input.orderType === 'DINE_IN' &&
    isAnonymousDineInAllowed(input) &&
    !!input.skipCheckout &&
    !input.cartEmpty
  );
}

/** The header's guest-history icon: anonymous dine-in allowed and skip-checkout set. */
export function showGuestHistoryIcon(settings: {
  allowAnonymousDineInOrder: boolean | null | undefined;
  skipCheckout: boolean | null | undefined;
}): boolean {
  return !!settings.allowAnonymousDineInOrder && !!settings.skipCheckout;
}

/**
 * Spec 3 §4 "Guest path (step 3)": kiosk mode forces the guest flow, so a login asked for a checkout
 * opens on the guest step, with no phone step (a kiosk is shared: nobody's account belongs on it).
 */
export function forcesGuestStep(input: {
  kioskMode: boolean;
  guestPathAvailable: boolean;
  reason: string;
}): boolean {
  return input.kioskMode && input.guestPathAvailable && input.reason === 'checkout';
}
