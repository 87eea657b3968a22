// Production-shaped static serving for the host and the remotes (ARCHITECTURE §2 Caching):
// content-hashed files are immutable for a year; entry points and lists are revalidated each time;
// precompressed .br/.gz files are served when the browser accepts them.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { BUILDS_PREFIX, withoutRetrySpace } from './url-spaces.mjs';

/**
 * `main.1a2b3c4d5e.js`, `assets/logo.0123456789.svg`: names that change whenever their content
 * does, so they can be cached for a year. Everything else (index.html, remotes.json,
 * mf-manifest.json, remoteEntry.js) keeps its name across deployments and is revalidated each time.
 */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  // A precompressed variant is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

/** A source map, plain or precompressed. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * Source maps carry the whole source: not for the public. OWA_SERVE_SOURCE_MAPS=1 serves them (the
 * e2e site and the benchmark read them to attribute bundle bytes to packages).
 */
export const sourceMapsServedByDefault = () => process.env.OWA_SERVE_SOURCE_MAPS === '1';

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {string} [options.prefix] URL prefix ('/owa/' for the host, '/' for a remote)
 * @param {boolean} [options.cors] allow any origin to fetch (remotes: the host page fetches their manifest)
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} [options.spaIndex]
 *   what unknown paths under the prefix get (deep links)
 * @param {import('fastify').FastifyServerOptions['logger']} [options.logger]
 * @param {boolean} [options.sourceMaps] serve *.map files (default: OWA_SERVE_SOURCE_MAPS=1)
 * @param {string} [options.builds] folder of published builds, served under `/b/` and cached as
 *   immutable, whatever their names: a build's URL space never changes content
 * @param {import('fastify').FastifyServerOptions['frameworkErrors']} [options.frameworkErrors]
 *   answers to what the router refuses before any route (a malformed URL)
 */
export async function createStaticServer({
  root,
  prefix = '/',
  cors = false,
  spaIndex,
  logger = false,
  sourceMaps = sourceMapsServedByDefault(),
  builds,
  frameworkErrors,
}) {
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist (build first)`);
  const app = Fastify({
    logger,
    rewriteUrl: (request) => withoutRetrySpace(request.url ?? '/'),
    ...(frameworkErrors ? { frameworkErrors } : {}),
  });
  // Every answer (files, the page, redirects, 404s, proxied calls) is taken for what it says it is.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  if (!sourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
      if (SOURCE_MAP.test(pathname)) return reply.code(404).type('text/plain').send('Not found');
    });
  }
  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Timing-Allow-Origin', '*');
    });
  }
  /**
   * @param {string} folder @param {string} at @param {(filePath: string) => string} cacheControl
   * @returns {import('@fastify/static').FastifyStaticOptions}
   */
  const serveFolder = (folder, at, cacheControl) => ({
    root: folder,
    prefix: at,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    wildcard: true,
    // @fastify/static 10 hands over the Fastify reply here, not the raw response.
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControl(filePath));
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  // What goes out uncompressed is compressed on the way: above all the page, written per request
  // (the design kit's global CSS, 54 KB that brotli makes ~9 KB: one round trip on a phone's link
  // instead of four), and remotes.json. Files answered precompressed and proxied answers that come
  // encoded are left as they are, and event streams are never compressed. Awaited, so that its hook
  // reaches every route registered after it (the caller's too); before the static plugin, as it asks.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.register(fastifyStatic, serveFolder(root, prefix, cacheControlFor));
  if (builds) {
    mkdirSync(builds, { recursive: true });
    app.register(fastifyStatic, {
      ...serveFolder(builds, BUILDS_PREFIX, () => IMMUTABLE),
      decorateReply: false,
    });
  }
  if (spaIndex) {
    // The prefix itself is the page, not a folder listing (which the static plugin refuses with 403),
    // for any client: a browser, curl, an uptime monitor or a link preview, whatever it accepts.
    app.route({ method: ['GET', 'HEAD'], url: prefix, handler: spaIndex });
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '/';
      const underPrefix = url === prefix.replace(/\/$/, '') || url.startsWith(prefix);
      const looksLikeFile = /\.[a-z0-9]+($|\?)/i.test(url.split('/').pop() ?? '');
      // HEAD answers what GET would (its headers, no body): a route's page is there for both.
      if ((request.method === 'GET' || request.method === 'HEAD') && underPrefix && !looksLikeFile) {
        return spaIndex(request, reply);
      }
      reply.code(404).type('text/plain').send('Not found');
    });
  }
  return app;
}

export { precompressFolder } from './precompress.mjs';
export { BUILD_ID, BUILD_INFO_FILE, publishBuild, readBuildInfo } from './publish.mjs';
export { BUILDS_PREFIX, RETRY_PREFIX, withoutRetrySpace } from './url-spaces.mjs';
