// This remote as its own deployable server (port from PORT).
import path from 'node:path';
import { serveRemote } from '@owa/static-server/serve-remote';

const port = Number(process.env.PORT ?? 8082);
const host = process.env.HOST ?? '127.0.0.1';
await serveRemote({
  root: path.resolve(import.meta.dirname, process.env.OWA_DIST_DIR ?? 'dist'),
  port,
  host,
  name: 'mfe-cart-checkout',
});
console.log(`mfe-cart-checkout serving on http://${host}:${port}/`);
