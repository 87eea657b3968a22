import { type CardForm, type CardFormError, cardFormErrors } from '../../domain/card-form';

export interface CardFields {
  name: string;
  no: string;
  expiry: string;
  csv: string;
  country: string;
  postalCode: string;
}

export const EMPTY_CARD: CardFields = {
  name: '',
  no: '',
  expiry: '',
  csv: '',
  country: 'CA',
  postalCode: '',
};

/** 'MM/YY' (or MMYY, M/YYYY) into month and year; NaN when unreadable, which the rules call expired. */
export function parseExpiry(text: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match
    ? { month: Number(match[1]), year: Number(match[2]) }
    : { month: Number.NaN, year: Number.NaN };
}

export function toCardForm(fields: CardFields): CardForm {
  const { month, year } = parseExpiry(fields.expiry);
  return {
    name: fields.name.trim(),
    no: fields.no.replace(/\D/g, ''),
    expiredMonth: month,
    expiredYear: year,
    csv: fields.csv.trim(),
    postalCode: fields.postalCode.trim(),
    country: fields.country,
  };
}

export function cardErrors(fields: CardFields, now: Date = new Date()): CardFormError[] {
  return cardFormErrors(toCardForm(fields), { year: now.getFullYear(), month: now.getMonth() + 1 });
}
