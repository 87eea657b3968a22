// `pnpm start`: builds every app, then serves the API, the host and each remote on its own port,
// exactly as they are deployed. `pnpm dev` does the same with rebuild-on-change.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { deployables, portsFrom, ROOT } from './deployables.mjs';
import { startAll, stopAll } from './processes.mjs';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const base = Number(process.env.OWA_PORT_BASE ?? 8080);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!skipBuild) run('pnpm', ['run', 'build']);

// The host's own data folder: where `pnpm release` finds the release directory without being told.
const list = deployables({
  base,
  dataDir: path.join(ROOT, '.data'),
  releaseDir: path.join(ROOT, 'host/data'),
});
const watchers = dev
  ? ['host', 'mfe-menu', 'mfe-cart-checkout', 'mfe-account-loyalty'].map((app) =>
      spawn('pnpm', ['exec', 'rspack', 'build', '--watch', '--config', 'rspack.config.mjs'], {
        cwd: path.join(ROOT, app),
        env: { ...process.env, NODE_ENV: 'development' },
        stdio: 'inherit',
      }),
    )
  : [];

let children = new Map();
const shutdown = () => {
  stopAll(children);
  for (const watcher of watchers) watcher.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  children = await startAll(list);
} catch (error) {
  console.error(String(error));
  shutdown();
}

const ports = portsFrom(base);
console.log(`
  The ordering site is running. Open:

    http://localhost:${ports.host}/owa/r/maple-downtown/1001/ALLDAY

  API            http://localhost:${ports.api}/api/v1
  mfe-menu       http://localhost:${ports.menu}/mf-manifest.json
  cart-checkout  http://localhost:${ports.cart}/mf-manifest.json
  account        http://localhost:${ports.account}/mf-manifest.json
  Demo login: 4165550100, code 246810. Ctrl+C stops everything.
`);

for (const [name, child] of children) {
  child.on('exit', (code) =>
    console.error(`[${name}] stopped (exit ${code}); the other servers keep running`),
  );
}
