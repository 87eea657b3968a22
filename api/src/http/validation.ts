import * as v from 'valibot';
import { badRequest } from '../errors.js';

// The schemas of ids, codes and numbers are the contract's; the API's routes and headers use them.
export {
  CodeSchema,
  GroupIdSchema,
  integerLike,
  integerText,
  StoreIdSchema,
  TelephoneSchema,
} from '@owa/shared/api';
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
