// The add-payment-method card form (spec 3 §3 "Saved card", §5 "Card", §8 card messages). The number
// and CVC only pass through to the processor; nothing here keeps them.
export const CARD_MESSAGES = {
  required: 'Please fill in all required fields',
  expired: 'Card Expired',
  cvc: 'Invalid CVC',
  postalCode: 'Postal Code incorrect',
} as const;

export interface CardForm {
  name: string;
  no: string;
  expiredMonth: number;
  /** Two or four digits. */
  expiredYear: number;
  csv: string;
  postalCode: string;
  /** Two-letter country code of the card's billing address. */
  country: string;
}

export type CardFormError = 'required' | 'number' | 'expired' | 'cvc' | 'postalCode';

export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** 'MM/YY' as saved cards are displayed. */
export function cardExpiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(fullYear(year) % 100).padStart(2, '0')}`;
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(month: number, year: number, today: { year: number; month: number }): boolean {
  const expiry = fullYear(year) * 12 + (month - 1);
  return expiry < today.year * 12 + (today.month - 1);
}

/** Luhn check on the digits (spaces and dashes ignored), 12 to 19 digits. */
export function isCardNumberPlausible(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Spec 3 §5: for cards outside the US and Canada any postal code is accepted; Canadian and US codes
 * must have their country's shape (A1A 1A1; 12345 or 12345-6789).
 */
export function isPostalCodeValid(country: string, postalCode: string): boolean {
  const code = postalCode.trim();
  switch (country.trim().toUpperCase()) {
    case 'CA':
      return /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(code);
    case 'US':
      return /^\d{5}(-\d{4})?$/.test(code);
    default:
      return true;
  }
}

/** The form's problems, in the order a person fixes them; empty when the card can be sent. */
export function cardFormErrors(form: CardForm, today: { year: number; month: number }): CardFormError[] {
  const errors: CardFormError[] = [];
  const blank = (value: string) => value.trim() === '';
  if (blank(form.name) || blank(form.no) || blank(form.csv) || blank(form.country)) errors.push('required');
  if (!blank(form.no) && !isCardNumberPlausible(form.no)) errors.push('number');
  const monthOk = Number.isInteger(form.expiredMonth) && form.expiredMonth >= 1 && form.expiredMonth <= 12;
  if (
    !monthOk ||
    !Number.isInteger(form.expiredYear) ||
    isCardExpired(form.expiredMonth, form.expiredYear, today)
  ) {
    errors.push('expired');
  }
  if (!/^\d{3,4}$/.test(form.csv.trim())) errors.push('cvc');
  if (!isPostalCodeValid(form.country, form.postalCode)) errors.push('postalCode');
  return errors;
}
