import * as v from 'valibot';
import { badRequest } from '../errors.js';

/**
 * Validates one part of a request (body, query, params or headers). Invalid input never reaches a
 * handler: it becomes a 400 naming the first offending field, so nothing is changed.
 */
export function parseInput<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  part: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  // valibot's messages end with what was received: the caller's own text is not echoed back.
  const message = issue.message.replace(/\s*but received[\s\S]*$/, '');
  throw badRequest(`Invalid ${part}${path ? ` field '${path}'` : ''}: ${message}`);
}

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
