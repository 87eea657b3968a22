// Saved cards (spec 3 §5, §7): only the processor's token, brand, last four and expiry are kept.
import * as v from 'valibot';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** POST /customer/paymentMethod: the card form. */
export const NewPaymentMethodSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Please fill in all required fields'), v.maxLength(100)),
  no: v.pipe(
    v.string(),
    v.maxLength(30),
    v.transform(digitsOnly),
    v.regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits'),
  ),
  expiredMonth: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(1, 'must be a month 1-12'),
    v.maxValue(12, 'must be a month 1-12'),
  ),
  expiredYear: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{2}(\d{2})?$/), v.transform(Number))]),
    v.integer(),
    v.minValue(0),
    v.maxValue(2100),
    // MM/YY forms send two digits.
    v.transform((year) => (year < 100 ? 2000 + year : year)),
    v.minValue(2000, 'must be a year'),
  ),
  csv: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'Invalid CVC')),
  postalCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(12)))),
  country: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter code')),
    ),
  ),
});
export type NewPaymentMethod = v.InferInput<typeof NewPaymentMethodSchema>;
export type ParsedNewPaymentMethod = v.InferOutput<typeof NewPaymentMethodSchema>;

export const PaymentMethodParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a payment method id')),
});

/** A saved card as listed: never the number or the CVC. */
export const SavedCardAnswerSchema = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  brand: v.string(),
  cardType: v.string(),
  last4: v.string(),
  no: v.string(),
  expiredMonth: v.number(),
  expiredYear: v.number(),
  postalCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
});
export const SavedCardListAnswerSchema = v.array(SavedCardAnswerSchema);

/** DELETE /customer/paymentmethod/{id}. */
export const CardDeletedAnswerSchema = v.object({ deleted: v.literal(true), id: v.string() });
