// Serves one built remote as its own deployable (each remote's server.mjs calls this): its current
// build at the root, and every published build at `/b/{buildId}/` (publish.mjs).
import path from 'node:path';
import { createStaticServer } from './index.mjs';
import { publishBuild } from './publish.mjs';

/** @param {{ root: string, port: number, host?: string, name: string, builds?: string }} options */
export async function serveRemote({ root, port, host = '127.0.0.1', name, builds }) {
  const app = await createStaticServer({ root, prefix: '/', cors: true, ...(builds ? { builds } : {}) });
  app.get('/healthz', async () => ({ status: 'ok', name }));
  await app.listen({ port, host });
  return app;
}

/**
 * A remote's server.mjs: its built folder, with port and host from the environment. Published builds
 * are in `OWA_BUILDS_DIR` (default `builds/` beside the app). With `OWA_PUBLISH_DIST=1` the server
 * publishes the folder it serves before it starts: a container whose builds folder is a volume keeps
 * every build its image versions brought.
 */
/** @param {{ dirname: string, name: string, defaultPort: number }} options */
export async function serveRemoteFromEnvironment({ dirname, name, defaultPort }) {
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = path.resolve(dirname, process.env.OWA_DIST_DIR ?? 'dist');
  const builds = path.resolve(dirname, process.env.OWA_BUILDS_DIR ?? 'builds');
  if (process.env.OWA_PUBLISH_DIST === '1') {
    const { buildId } = await publishBuild({ dist: root, buildsDir: builds });
    console.log(`${name}: build ${buildId} is published at /b/${buildId}/`);
  }
  await serveRemote({ root, port, host, name, builds });
  console.log(`${name} serving on http://${host}:${port}/`);
}
