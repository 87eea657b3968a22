import scalarReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { openApiDocument } from './document.js';

/**
 * GET /openapi.json: the OpenAPI 3.1 document, generated once from the contract's schemas.
 * GET /reference: the rendered reference (Scalar); its script is served by this route only, so no
 * other page loads it.
 */
export async function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Made on the first read, not at start: most processes (and test servers) never serve it.
  let document: string | null = null;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(ctx.config.apiBase));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });
  await app.register(scalarReference, {
    routePrefix: '/reference',
    // The document is read from its own route; the plugin exposes no second copy.
    configuration: { url: `${ctx.config.apiBase}/openapi.json`, withDefaultFonts: false },
    logLevel: 'silent',
  });
}
