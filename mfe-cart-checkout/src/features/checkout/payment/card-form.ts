/** The new-card form's rules (spec 2 §8 card messages): checked in the browser before anything is sent. */
export interface CardFormValues {
  readonly name: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

export const emptyCardForm: CardFormValues = { name: '', number: '', expiry: '', cvc: '', postalCode: '' };

export type CardFormError = 'required' | 'number' | 'expired' | 'cvc';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The first problem of each field; a card is good through its expiry month. */
export function cardFormErrors(
  values: CardFormValues,
  now: Date,
): Partial<Record<keyof CardFormValues, CardFormError>> {
  const errors: Partial<Record<keyof CardFormValues, CardFormError>> = {};
  const digits = values.number.replace(/[\s-]/g, '');
  if (!values.name.trim()) errors.name = 'required';
  if (!digits) errors.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'number';
  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'expired';
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = 'expired';
  if (!values.cvc.trim()) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvc';
  return errors;
}
