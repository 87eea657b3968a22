// The site's same-origin API (ARCHITECTURE §5): /api/* and the two host-served data paths of spec 1 §7
// go to the API. Whatever a client sends, the answer is the API's, or one in its error shape
// ({ errorCode, errorMsg }): never the proxy's own 500.
import { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';

/**
 * Bodies are read whole before they are forwarded (the API takes at most 256 KB of JSON): a large or
 * chunked body then never meets an API that has already answered and closed (write EPIPE). Up to this
 * size the API answers for itself; past it the host answers as the API would.
 */
export const API_PROXY_BODY_LIMIT = 1024 * 1024;

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
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: API_PROXY_BODY_LIMIT },
      (_request, body, done) => done(null, Readable.from([body])),
    );
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
