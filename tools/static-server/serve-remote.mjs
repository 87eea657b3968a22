// Serves one built remote as its own deployable (each remote's server.mjs calls this).
import path from 'node:path';
import { createStaticServer } from './index.mjs';

/** @param {{ root: string, port: number, host?: string, name: string }} options */
export async function serveRemote({ root, port, host = '127.0.0.1', name }) {
  const app = createStaticServer({ root, prefix: '/', cors: true });
  app.get('/healthz', async () => ({ status: 'ok', name }));
  await app.listen({ port, host });
  return app;
}

/** A remote's server.mjs: its built folder, with port and host from the environment. */
/** @param {{ dirname: string, name: string, defaultPort: number }} options */
export async function serveRemoteFromEnvironment({ dirname, name, defaultPort }) {
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = path.resolve(dirname, process.env.OWA_DIST_DIR ?? 'dist');
  await serveRemote({ root, port, host, name });
  console.log(`${name} serving on http://${host}:${port}/`);
}
