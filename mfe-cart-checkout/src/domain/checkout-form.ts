// Checkout contact fields (spec 2 §5): required fields, e-mail validity, optional unit number; and
// the call-server request preconditions (spec 3 §4 "Service request").
export const CHECKOUT_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'E-mail is invalid',
} as const;

// Deliberately loose: one @, something on each side, a dot in the domain. The receipt mail proves the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailValid(email: string): boolean {
  return EMAIL.test(email.trim());
}

export interface CheckoutContact {
  firstname?: string | null;
  lastname?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  emailReceipt?: boolean | null;
  unitNumber?: string | null;
}

function blank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

/**
 * Name and phone are required; the e-mail is required while the receipt is on (the default) and must
 * be valid whenever given; the unit number is optional. Returns the first message, or undefined.
 */
export function checkoutContactError(contact: CheckoutContact): string | undefined {
  const receipt = contact.emailReceipt ?? true;
  if (blank(contact.firstname) || blank(contact.phoneNumber) || (receipt && blank(contact.email))) {
    return CHECKOUT_MESSAGES.required;
  }
  if (!blank(contact.email) && !isEmailValid(contact.email as string)) return CHECKOUT_MESSAGES.email;
  return undefined;
}

export type ServiceRequestCheck = 'ok' | 'needs-table' | 'needs-login';

/**
 * Spec 3 §4: a service request needs a table (else a warning and the QR scanner) and a login unless
 * anonymous dine-in is allowed (else an error snack and the login dialog).
 */
export function serviceRequestCheck(input: {
  hasTable: boolean;
  isLoggedIn: boolean;
  anonymousDineInAllowed: boolean;
}): ServiceRequestCheck {
  if (!input.hasTable) return 'needs-table';
  if (!input.isLoggedIn && !input.anonymousDineInAllowed) return 'needs-login';
  return 'ok';
}

/** Spec 3 §8: a failed service request shows 'Failed:' and the response errorMsg. */
export function serviceRequestFailure(errorMsg: string | null | undefined): string {
  return errorMsg ? `Failed: ${errorMsg}` : 'Failed:';
}
