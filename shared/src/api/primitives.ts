// The building blocks of the API's request schemas: ids, codes and numbers as they travel in JSON,
// query strings, paths and headers. Their messages are the API's 400 messages (they name the rule,
// never echo the input).
import * as v from 'valibot';

/** Store ids are numeric strings (spec 1 §5: not 'null', not short non-numeric text). */
export const StoreIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,12}$/, 'must be a numeric store id'),
);
export const GroupIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a group id such as G1001'),
);
export const CodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a code'));
export const TelephoneSchema = v.pipe(v.string(), v.regex(/^\d{10}$/, 'must be exactly 10 digits'));

/** A whole number sent as text in a query string or path. */
export function integerText(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^-?\d{1,9}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** A whole number in JSON, accepted as a number or numeric text (clients send ids both ways). */
export function integerLike(min: number, max: number) {
  return v.pipe(
    v.union([
      v.pipe(v.number(), v.integer()),
      v.pipe(v.string(), v.regex(/^-?\d{1,12}$/), v.transform(Number)),
    ]),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** An id a client may send as text or as a number; read as text. */
export const IdTextSchema = v.union([
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be an id')),
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER), v.transform(String)),
]);

/** A store id in a JSON body: numeric text or a number, read as text. */
export const StoreIdFieldSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]),
  StoreIdSchema,
);

export const OrderIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an order id'));

export const shortText = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));

export const EmailSchema = v.pipe(v.string(), v.maxLength(200), v.email('is not an e-mail address'));

/** Every error answer of the API (4xx and 5xx): a code the clients act on and a message to show. */
export const ErrorBodySchema = v.strictObject({
  errorCode: v.string(),
  errorMsg: v.string(),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** The headers the API reads; each operation says which of them it uses. */
export const StoreIdHeaderSchema = v.object({ storeid: StoreIdSchema });
export const OptionalStoreIdHeaderSchema = v.object({ storeid: v.optional(StoreIdSchema) });
