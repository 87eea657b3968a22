import { readFile, realpath } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { ImageParamsSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { parseInput } from '../../http/validation.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The demo images shipped in api/assets/images, addressed by the `url` fields of the catalogue. */
export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const root = join(ctx.config.assetsDir, 'images');

  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    // The wildcard is the contract's {path} parameter.
    const { path } = parseInput(ImageParamsSchema, { path: request.params['*'] }, 'path');
    let file: string;
    try {
      file = await realpath(join(root, path));
    } catch {
      throw notFound('Image not found');
    }
    // The pattern already forbids '..'; the real path check also defeats symlinks out of the folder.
    const realRoot = await realpath(root);
    if (!file.startsWith(realRoot + sep)) throw notFound('Image not found');
    const body = await readFile(file).catch(() => {
      throw notFound('Image not found');
    });
    reply.header('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    reply.header('cache-control', 'public, max-age=86400');
    // SVGs are shown as images only; no script in them may run if one is opened directly.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(body);
  });
}
