// The site's same-origin API (ARCHITECTURE §5): /api/* and the two host-served data paths of spec 1 §7
// go to the API. Whatever a client sends, the answer is the API's, or one in its error shape
// ({ errorCode, errorMsg }): never the proxy's own 500.
import { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';

/**
 * Bodies are read whole before they are forwarded, up to the API's own limit (256 KB of JSON): a
 * larger one is answered here exactly as the API answers it, so the API never starts on a body it
 * will refuse half-way (it answers early and closes, and the proxy's write meets a closed socket:
 * the `write EPIPE` 500, or a 502 here). What the API receives it reads to the end.
 */
export const API_PROXY_BODY_LIMIT = 256 * 1024;

const INVALID = 'GENERAL_ERR_INVALID_REQUEST';

/** Refusals of the proxy itself, worded as the API words its own. */
const REFUSALS = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Malformed URL',
};

/**
 * @param {unknown} error
 * @returns {{ status: number, body: { errorCode: string, errorMsg: string } }}
 */
export function proxyErrorAnswer(error) {
  const { statusCode, code } = /** @type {{ statusCode?: number, code?: string }} */ (
    typeof error === 'object' && error !== null ? error : {}
  );
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    // The proxy's own refusals (a body over the limit, a path that decodes to '..') are the
    // client's mistakes: a 400 like the API's, nothing of the request echoed back.
    const errorMsg = (code && REFUSALS[/** @type {keyof typeof REFUSALS} */ (code)]) ?? 'Malformed URL';
    return { status: 400, body: { errorCode: INVALID, errorMsg } };
  }
  return {
    status: 502,
    body: {
      errorCode: 'GENERAL_ERR_API_UNAVAILABLE',
      errorMsg: 'The ordering service is not reachable, please try again',
    },
  };
}

/** Past this the connection is cut: a client sending more is not reading answers anyway. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * Reads a body to its end, keeping it only while within the API's limit: an oversized body is read
 * (and dropped) to its end before the refusal, so the client, still sending, gets the answer rather
 * than a broken pipe.
 * @param {import('node:http').IncomingMessage} payload
 * @param {(error: Error | null, body?: unknown) => void} done
 */
function readWhole(payload, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  payload.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length;
    if (size <= API_PROXY_BODY_LIMIT) chunks.push(chunk);
    else if (size > DRAIN_LIMIT) payload.destroy();
  });
  payload.on('error', (error) => done(error));
  payload.on('end', () => {
    if (size > API_PROXY_BODY_LIMIT)
      return done(
        Object.assign(new Error('Request body too large'), {
          statusCode: 413,
          code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        }),
      );
    done(null, Readable.from([Buffer.concat(chunks)]));
  });
}

/** The API's paths on the host (the two data paths of spec 1 §7 included). */
const API_PATHS = /^\/(api\/|owa\/manifest\/|owa\/store_details\/)/;

/**
 * What the router refuses before any route (a malformed URL such as /api/v1/menu/%ZZ): in the API's
 * error shape on its paths, plain text elsewhere.
 * @type {NonNullable<import('fastify').FastifyServerOptions['frameworkErrors']>}
 */
export function hostFrameworkErrors(error, request, genericReply) {
  const reply = /** @type {import('fastify').FastifyReply} */ (genericReply);
  if (API_PATHS.test(request.raw.url ?? '')) {
    const answer = proxyErrorAnswer(error);
    void reply.status(answer.status).send(answer.body);
    return;
  }
  void reply.status(400).type('text/plain').send('Bad request');
}

/**
 * Registers the API's paths on the host.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ upstream: string, apiBase: string }} options
 */
export function registerApiProxy(app, { upstream, apiBase }) {
  app.register(async (scope) => {
    // Every body read whole, then forwarded as the bytes received (a stream, which the proxy passes
    // on untouched): the API parses and judges it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => readWhole(payload, done));
    scope.setErrorHandler((error, request, reply) => {
      const answer = proxyErrorAnswer(error);
      if (answer.status >= 500) request.log.warn({ err: error }, 'API proxy failed');
      return reply.status(answer.status).send(answer.body);
    });
    const replyOptions = {
      // The body is already read here, so the API needs no 100-continue (undici refuses the header).
      rewriteRequestHeaders: (
        /** @type {unknown} */ _request,
        /** @type {import('node:http').IncomingHttpHeaders} */ headers,
      ) => {
        const { expect: _expect, ...rest } = headers;
        return rest;
      },
    };
    const shared = { upstream, proxyPayloads: false, replyOptions };
    scope.register(proxy, { ...shared, prefix: '/api', rewritePrefix: '/api' });
    scope.register(proxy, { ...shared, prefix: '/owa/manifest', rewritePrefix: `${apiBase}/manifest` });
    scope.register(proxy, {
      ...shared,
      prefix: '/owa/store_details',
      rewritePrefix: `${apiBase}/store_details`,
    });
  });
}
