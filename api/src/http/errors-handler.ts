import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../errors.js';

interface FrameworkError {
  statusCode?: number;
  code?: string;
}

function frameworkError(error: unknown): FrameworkError {
  if (typeof error !== 'object' || error === null) return {};
  return {
    statusCode: 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined,
    code: 'code' in error && typeof error.code === 'string' ? error.code : undefined,
  };
}

/** Fixed wording for the framework's own refusals: their messages are not part of the contract. */
const REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'Path parameter too long',
};

/**
 * The answer to one of the framework's own refusals (body parsing, media type, sizes, URL): the
 * API's error shape, a fixed message, and nothing of the request echoed back.
 */
export function frameworkRefusal(error: unknown): {
  status: number;
  body: { errorCode: string; errorMsg: string };
} {
  // Every refusal of the client's input is a 400 (the message says which), as the API's own are.
  const { code } = frameworkError(error);
  const status = 400;
  const errorMsg = (code && REFUSALS[code]) ?? 'Invalid request';
  return { status, body: { errorCode: ErrorCode.invalidRequest, errorMsg } };
}

/**
 * One error format for everything: { errorCode, errorMsg }. The client's own mistakes are 400s
 * (with the status the API chose for not-found, access and session errors); anything else is
 * logged and answered without details, so no stack trace or SQL ever reaches a client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ errorCode: error.errorCode, errorMsg: error.errorMsg });
    }
    const { statusCode, code } = frameworkError(error);
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      const refusal = frameworkRefusal(error);
      return reply.status(refusal.status).send(refusal.body);
    }
    // A statement PostgreSQL refused for its input (invalid text, a number out of range) is the
    // client's mistake that slipped past validation: still a 400, never a 500.
    if (code && /^22/.test(code)) {
      request.log.warn({ sqlState: code }, 'input refused by the database');
      return reply.status(400).send({ errorCode: ErrorCode.invalidRequest, errorMsg: 'Invalid request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ errorCode: ErrorCode.internal, errorMsg: 'Something went wrong, please try again' });
  });

  // The path is not echoed back (it is the caller's text).
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ errorCode: ErrorCode.notFound, errorMsg: 'No such path' }),
  );
}
