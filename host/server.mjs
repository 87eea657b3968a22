// The host as its own deployable: serves the shell under /owa, writes the remote list from the
// environment (so pointing at another remote build needs no rebuild), and proxies the API so the
// site talks to it on the same origin.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@owa/shared/routes';
import { createStaticServer } from '@owa/static-server';
import { hostFrameworkErrors, registerApiProxy } from './api-proxy.mjs';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const production = env.NODE_ENV === 'production';
const apiUrl = (env.API_URL ?? 'http://127.0.0.1:8084').replace(/\/$/, '');
const apiBase = env.API_BASE_PATH ?? '/api/v1';
const distDir = path.resolve(import.meta.dirname, env.OWA_DIST_DIR ?? 'dist');
const runtimeDir = path.resolve(import.meta.dirname, env.OWA_RUNTIME_DIR ?? '.runtime');
/** How often the server re-reads the remotes' manifests for its preload hints. */
const MANIFEST_REFRESH_MS = Number(env.MANIFEST_REFRESH_MS ?? 30_000);

const REMOTES = [
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

/** Home page groups and per-group custom headers (docs/architecture.md): data, never a rebuild. */
const siteConfigFile = path.resolve(import.meta.dirname, env.OWA_SITE_CONFIG ?? 'site-config.json');

function remoteList() {
  return {
    apiBase,
    production,
    site: JSON.parse(readFileSync(siteConfigFile, 'utf8')),
    remotes: REMOTES.map((remote) => {
      const base = (env[remote.variable] ?? remote.fallback).replace(/\/$/, '');
      // The entry script itself: the page's runtime reads no manifest (the build's disableSnapshot).
      return { name: remote.name, federationName: remote.federationName, entry: `${base}/remoteEntry.js` };
    }),
  };
}

/** Where this server itself reads a remote's manifest (inside a compose network it differs from the browser's URL). */
/** @param {{ name: string, entry: string }} remote */
function internalManifestUrl(remote) {
  const definition = REMOTES.find((candidate) => candidate.name === remote.name);
  const internal = definition && env[definition.variable.replace(/_URL$/, '_INTERNAL_URL')];
  return internal
    ? `${internal.replace(/\/$/, '')}/mf-manifest.json`
    : new URL('mf-manifest.json', remote.entry).href;
}

/**
 * The page's security headers. Scripts and connections may come only from this origin (the shell,
 * and the API through its proxy) and the deployed remotes of the remote list; no other site may
 * frame the page; referrers leave the site as its origin only. Styles allow inline (the page's own
 * <style> and the design kit's runtime styles).
 */
function pageSecurityHeaders(list = remoteList()) {
  const remotes = [
    ...new Set(list.remotes.map((/** @type {{ entry: string }} */ r) => new URL(r.entry).origin)),
  ];
  // A deployment that loads a payment provider's script (Stripe.js) names its origins here.
  const extra = (env.OWA_CSP_EXTRA_SOURCES ?? '').split(/\s+/).filter(Boolean);
  const sources = ["'self'", ...remotes, ...extra].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources} data:`,
    `style-src ${sources} 'unsafe-inline'`,
    // The captcha (ALTCHA) solves its proof of work in workers it creates from blobs: a remote's
    // own worker file would be cross-origin, which browsers refuse for workers.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-src 'self'${extra.length ? ` ${extra.join(' ')}` : ''}`,
    // The site frames itself once: the 3-D Secure frame ends on its own 3ds_success_handler page.
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

// The remote list is a file the server writes at start, from the environment.
mkdirSync(runtimeDir, { recursive: true });
const remoteListFile = path.join(runtimeDir, 'remotes.json');
writeFileSync(remoteListFile, `${JSON.stringify(remoteList(), null, 2)}\n`);

/** Preload hints per remote, learnt from its manifest: the browser fetches them all in parallel. */
/** @type {Map<string, { entry: string, scripts: string[] }>} */
const preloadsByRemote = new Map();

async function refreshPreloads() {
  const list = JSON.parse(readFileSync(remoteListFile, 'utf8'));
  await Promise.all(
    list.remotes.map(async (/** @type {{ name: string, entry: string }} */ remote) => {
      try {
        const response = await fetch(internalManifestUrl(remote), { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const manifest = await response.json();
        const base = new URL('.', remote.entry).href;
        const entryFile = manifest?.metaData?.remoteEntry;
        const scripts = [];
        if (entryFile?.name) scripts.push(new URL(`${entryFile.path ?? ''}${entryFile.name}`, base).href);
        for (const expose of manifest?.exposes ?? []) {
          for (const file of expose?.assets?.js?.sync ?? []) scripts.push(new URL(file, base).href);
        }
        preloadsByRemote.set(remote.name, { entry: remote.entry, scripts });
      } catch {
        // A remote that is down gets no hints; the page still starts and shows its fallback.
        preloadsByRemote.set(remote.name, { entry: remote.entry, scripts: [] });
      }
    }),
  );
}

const escapeAttribute = (/** @type {string} */ value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A tag rather than a comment: the HTML minifier keeps it. */
const PRELOAD_PLACEHOLDER = /<meta name="?owa-preload"? content(="")?>/;
const templateFile = path.join(distDir, 'index.html');
let template = { mtimeMs: -1, html: '' };

/** Re-read when a rebuild (pnpm dev) replaces index.html; a stat per page request is cheap. */
function currentTemplate() {
  const { mtimeMs } = statSync(templateFile);
  if (mtimeMs !== template.mtimeMs) {
    const html = readFileSync(templateFile, 'utf8');
    if (!PRELOAD_PLACEHOLDER.test(html)) throw new Error('index.html lacks the preload placeholder');
    template = { mtimeMs, html };
  }
  return template.html;
}
currentTemplate();

/**
 * Only the remote that renders this route (for a table's QR, the menu's page it lands on) is
 * hinted: header parcels load after the page's first paint (the shell waits for
 * `shell:route-ready`), so they must not compete for the first bytes.
 */
/** @param {string} pathname */
function renderIndex(pathname) {
  const links = [`<link rel="preload" href="/owa/remotes.json" as="fetch" crossorigin="anonymous">`];
  const route = matchRoute(pathname);
  // A table's QR is the shell's route, but the diner lands on the menu's page: its code comes early.
  const owner = route?.name === 'table-qr-entry' ? 'mfe-menu' : route?.definition.owner;
  const hinted = owner ? preloadsByRemote.get(owner) : undefined;
  for (const { scripts } of hinted ? [hinted] : []) {
    for (const script of scripts)
      links.push(`<link rel="preload" href="${escapeAttribute(script)}" as="script">`);
  }
  return currentTemplate().replace(PRELOAD_PLACEHOLDER, links.join(''));
}

const pageHeaders = pageSecurityHeaders();
const app = createStaticServer({
  root: distDir,
  prefix: '/owa/',
  frameworkErrors: hostFrameworkErrors,
  spaIndex: (
    /** @type {import('fastify').FastifyRequest} */ request,
    /** @type {import('fastify').FastifyReply} */ reply,
  ) =>
    reply
      .headers(pageHeaders)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndex(new URL(request.raw.url ?? '/', 'http://host').pathname)),
});

app.get('/owa/remotes.json', (_request, reply) =>
  reply
    .header('Cache-Control', 'no-cache')
    .type('application/json')
    .send(readFileSync(remoteListFile, 'utf8')),
);
app.get('/', (_request, reply) => reply.redirect('/owa/'));
app.get('/healthz', async () => ({ status: 'ok', remotes: Object.fromEntries(preloadsByRemote) }));

// Same-origin API (ARCHITECTURE §5), and the two host-served data paths of spec 1 §7.
registerApiProxy(app, { upstream: apiUrl, apiBase });

await refreshPreloads();
const refresh = setInterval(() => void refreshPreloads(), MANIFEST_REFRESH_MS);
refresh.unref();

await app.listen({ port, host });
console.log(`host serving on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/owa/`);
