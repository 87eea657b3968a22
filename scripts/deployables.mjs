// The deployables of the site and how to start each one as its own server, as they would run in
// production. Used by `pnpm start`, `pnpm dev`, the e2e tests and the benchmark.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Ports are offsets from one base so a second copy (tests, benchmark) can run beside `pnpm start`. */
export function portsFrom(base) {
  return { host: base, menu: base + 1, cart: base + 2, account: base + 3, api: base + 4 };
}

/**
 * @param {{ base: number, dataDir: string, releaseDir?: string, environment?: Record<string, string> }} options
 *   `releaseDir`: the host's release directory folder (default: its own in `dataDir`, so a test or a
 *   benchmark never reads the releases of a developer's `pnpm start`)
 * @returns {Array<{ name: string, cwd: string, command: string[], env: Record<string, string>, health: string }>}
 */
export function deployables({ base, dataDir, releaseDir, environment = {} }) {
  const ports = portsFrom(base);
  const local = (port) => `http://localhost:${port}`;
  return [
    {
      name: 'api',
      cwd: path.join(ROOT, 'api'),
      command: ['node', 'dist/main.js'],
      env: { PORT: String(ports.api), OWA_DATA_DIR: dataDir, OWA_DEMO: '1', ...environment },
      health: `${local(ports.api)}/api/v1/store_group?groupId=G1001`,
    },
    ...[
      ['mfe-menu', ports.menu],
      ['mfe-cart-checkout', ports.cart],
      ['mfe-account-loyalty', ports.account],
    ].map(([name, port]) => ({
      name,
      cwd: path.join(ROOT, name),
      command: ['node', 'server.mjs'],
      env: { PORT: String(port), ...environment },
      health: `${local(port)}/mf-manifest.json`,
    })),
    {
      name: 'host',
      cwd: path.join(ROOT, 'host'),
      command: ['node', 'server.mjs'],
      env: {
        PORT: String(ports.host),
        API_URL: `http://127.0.0.1:${ports.api}`,
        MFE_MENU_URL: local(ports.menu),
        MFE_CART_CHECKOUT_URL: local(ports.cart),
        MFE_ACCOUNT_LOYALTY_URL: local(ports.account),
        OWA_RUNTIME_DIR: path.join(dataDir, `host-runtime-${base}`),
        OWA_RELEASE_DIR: releaseDir ?? path.join(dataDir, `host-releases-${base}`),
        ...environment,
      },
      health: `${local(ports.host)}/owa/remotes.json`,
    },
  ];
}
