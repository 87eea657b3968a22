// Serves one built remote as its own deployable (each remote's server.mjs calls this).
import { createStaticServer } from './index.mjs';

export async function serveRemote({ root, port, host = '127.0.0.1', name }) {
  const app = createStaticServer({ root, prefix: '/', cors: true });
  app.get('/healthz', async () => ({ status: 'ok', name }));
  await app.listen({ port, host });
  return app;
}
