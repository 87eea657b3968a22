// Where the host's server finds what it composes: each remote's server (as the browser reaches it,
// and as this server does inside a compose network) and its data folder. Read by server.mjs and by
// `pnpm release` (server/release/cli.mjs), so both see the same deployment.
import path from 'node:path';

export const HOST_DIR = path.resolve(import.meta.dirname, '..');

export const REMOTES = [
  {
    name: 'mfe-menu',
    federationName: 'mfe_menu',
    variable: 'MFE_MENU_URL',
    fallback: 'http://localhost:8081',
  },
  {
    name: 'mfe-cart-checkout',
    federationName: 'mfe_cart_checkout',
    variable: 'MFE_CART_CHECKOUT_URL',
    fallback: 'http://localhost:8082',
  },
  {
    name: 'mfe-account-loyalty',
    federationName: 'mfe_account_loyalty',
    variable: 'MFE_ACCOUNT_LOYALTY_URL',
    fallback: 'http://localhost:8083',
  },
];

/** @typedef {(typeof REMOTES)[number]} RemoteDefinition */
/** @typedef {Record<string, string | undefined>} Environment */

/** Where the browser reaches a remote's server: its root build, and its versioned builds under /b/. */
/** @param {RemoteDefinition} remote @param {Environment} env */
export const baseOf = (remote, env) => (env[remote.variable] ?? remote.fallback).replace(/\/$/, '');

/** Where this server reaches it (`MFE_MENU_INTERNAL_URL` inside a compose network), else as the browser does. */
/** @param {RemoteDefinition} remote @param {Environment} env */
export const internalBaseOf = (remote, env) =>
  (env[remote.variable.replace(/_URL$/, '_INTERNAL_URL')] ?? baseOf(remote, env)).replace(/\/$/, '');

/** The host's data folder (`OWA_RELEASE_DIR`, default host/data): the release directory lives there. */
/** @param {Environment} env */
export const releaseDirOf = (env) => path.resolve(HOST_DIR, env.OWA_RELEASE_DIR ?? 'data');
