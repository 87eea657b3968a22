// Serves one built remote as its own deployable: `node serve-remote.mjs <dist> <port>`.
import path from 'node:path';
import { createStaticServer } from './index.mjs';

export async function serveRemote({ root, port, host = '127.0.0.1', name }) {
  const app = createStaticServer({ root, prefix: '/', cors: true });
  app.get('/healthz', async () => ({ status: 'ok', name }));
  await app.listen({ port, host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8081);
  const host = process.env.HOST ?? '127.0.0.1';
  await serveRemote({ root, port, host, name: path.basename(path.dirname(root)) });
  console.log(`serving ${root} on http://${host}:${port}/`);
}
