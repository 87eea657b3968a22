import type { FastifyServerOptions } from 'fastify';

/**
 * What the API's log may carry: no personal data, no secrets (issue 12 point 3). Two layers:
 * - serializers decide what of an error or a request is written at all: an error keeps its type,
 *   SQLSTATE code and stack frames, never the failing query's text or parameters (a saved card's
 *   processor token, a phone, a name or an address would be there) nor a database message (which
 *   quotes the offending value); a request keeps its method and path, never its query string;
 * - pino's redaction censors any field with a sensitive name wherever a log call puts it.
 */
export const REDACTED_KEYS = [
  'authorization',
  'token',
  'authToken',
  'paymentToken',
  'processor_token',
  'processorToken',
  'intentSecret',
  'client_secret',
  'loginCode',
  'captcha',
  'cardNumber',
  'no',
  'csv',
  'cvc',
  'telephone',
  'phone',
  'email',
  'name',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'customerName',
  'address',
  'addressLine1',
  'addressLine2',
  'deliveryAddress',
  'postCode',
  'postalCode',
  'parameters',
  'params',
  'query',
  'body',
];

const redactPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
}

/** SQLSTATE codes are five characters; a database error's message quotes the input it refused. */
const isDatabaseError = (error: { code?: unknown }) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const code = 'code' in error ? error.code : undefined;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  // The message is kept only for errors whose text is code's, not a database's quoting input.
  const message = isDatabaseError({ code }) ? '(database error: message withheld)' : error.message;
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof code === 'string') logged.code = code;
  return logged;
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: string;
}

export function serializeRequest(request: RequestLike) {
  return { method: request.method, path: (request.url ?? '').split('?')[0], id: request.id };
}

/** Fastify's logger options with the redaction above. */
export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}
