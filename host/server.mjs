// The host as its own deployable: serves the shell under /owa, answers the remote list from the
// environment and the release directory (so pointing at another remote build needs no rebuild),
// and proxies the API so the site talks to it on the same origin.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@owa/shared/routes';
import { createStaticServer } from '@owa/static-server';
import { hostFrameworkErrors, registerApiProxy } from './api-proxy.mjs';
import { baseOf, internalBaseOf, REMOTES, releaseDirOf } from './server/deployment.mjs';
import { escapeAttribute } from './server/html.mjs';
import { laterScripts, parseHostPreloads, parseRemotePreloads } from './server/later-preloads.mjs';
import { DIRECTORY_FILE } from './server/release/directory-file.mjs';
import { ruleFromEnvironment } from './server/release/error-rate.mjs';
import { createReleases } from './server/release/releases.mjs';
import { createStandInHints, standInPage } from './server/stand-in-hints.mjs';

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

/** Home page groups and per-group custom headers (docs/architecture.md): data, never a rebuild. */
const siteConfigFile = path.resolve(import.meta.dirname, env.OWA_SITE_CONFIG ?? 'site-config.json');

function remoteList() {
  return {
    apiBase,
    production,
    site: JSON.parse(readFileSync(siteConfigFile, 'utf8')),
    remotes: REMOTES.map((remote) => {
      const base = baseOf(remote, env);
      // The entry script itself: the page's runtime reads no manifest (the build's disableSnapshot).
      return { name: remote.name, federationName: remote.federationName, entry: `${base}/remoteEntry.js` };
    }),
  };
}

/**
 * Where this server itself reads a file beside a remote's entry, its manifest or its preloads
 * (inside a compose network it differs from the browser's URL).
 * @param {{ name: string, entry: string }} remote
 * @param {string} file
 */
function internalUrlBeside(remote, file) {
  const url = new URL(file, remote.entry).href;
  const definition = REMOTES.find((candidate) => candidate.name === remote.name);
  const base = definition && baseOf(definition, env);
  return definition && base && url.startsWith(`${base}/`)
    ? `${internalBaseOf(definition, env)}${url.slice(base.length)}`
    : url;
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

/**
 * Which build of each remote each diner gets: the release directory (`pnpm release`), read again
 * whenever it changes, and the automatic rollback of a failing canary.
 */
const releases = createReleases({
  remotes: REMOTES.map((remote) => ({
    name: remote.name,
    federationName: remote.federationName,
    base: baseOf(remote, env),
  })),
  // The host's data folder (OWA_RELEASE_DIR; a volume in docker-compose.yml).
  file: path.join(releaseDirOf(env), DIRECTORY_FILE),
  rule: ruleFromEnvironment(env),
});

/**
 * Preload hints per remote entry, learnt from its build's manifest (the first hop's) and its
 * `preloads.json` (what its start and routes load later): the browser fetches them all in parallel.
 * A root build's are re-read every 30 s; a versioned build's never change.
 * @type {Map<string, { entry: string, scripts: string[], later: import('./server/later-preloads.mjs').RemotePreloads | null }>}
 */
const preloadsByEntry = new Map();
/** @type {Map<string, Promise<void>>} */
const loadingPreloads = new Map();

/** @param {{ name: string, entry: string }} remote */
async function loadPreloads(remote) {
  try {
    const [response, later] = await Promise.all([
      fetch(internalUrlBeside(remote, 'mf-manifest.json'), { signal: AbortSignal.timeout(3000) }),
      loadLaterPreloads(remote),
    ]);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = await response.json();
    const base = new URL('.', remote.entry).href;
    const entryFile = manifest?.metaData?.remoteEntry;
    const scripts = [];
    if (entryFile?.name) scripts.push(new URL(`${entryFile.path ?? ''}${entryFile.name}`, base).href);
    for (const expose of manifest?.exposes ?? []) {
      for (const file of expose?.assets?.js?.sync ?? []) scripts.push(new URL(file, base).href);
    }
    preloadsByEntry.set(remote.entry, { entry: remote.entry, scripts, later });
  } catch {
    // A remote that is down gets no hints; the page still starts and shows its fallback.
    if (!remote.entry.includes('/b/'))
      preloadsByEntry.set(remote.entry, { entry: remote.entry, scripts: [], later: null });
  }
}

/**
 * A remote build's later preloads; none for a build without the file (built before it existed).
 * @param {{ name: string, entry: string }} remote
 */
async function loadLaterPreloads(remote) {
  try {
    const response = await fetch(internalUrlBeside(remote, 'preloads.json'), {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? parseRemotePreloads(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * A diner's hints for one remote. A build not seen before is learnt in the background: the page
 * that first meets it is hinted its entry script only, and waits for nothing.
 * @param {{ name: string, entry: string }} remote
 */
function preloadsFor(remote) {
  const known = preloadsByEntry.get(remote.entry);
  if (known) return known.scripts;
  if (!loadingPreloads.has(remote.entry)) {
    const loading = loadPreloads(remote).finally(() => loadingPreloads.delete(remote.entry));
    loadingPreloads.set(remote.entry, loading);
  }
  return [remote.entry];
}

async function refreshPreloads() {
  const list = JSON.parse(readFileSync(remoteListFile, 'utf8'));
  await Promise.all(list.remotes.map(loadPreloads));
  // The builds the release directory serves now, so that their first diners are hinted in full.
  for (const remote of releases.servedEntries()) preloadsFor(remote);
}

/** Tags rather than comments: the HTML minifier keeps them. */
const PRELOAD_PLACEHOLDER = /<meta name="?owa-preload"? content(="")?>/;
/** In the shell's stand-in, where the page's largest picture shows while the page starts. */
const BANNER_PLACEHOLDER = /<meta name="?owa-banner"? content(="")?>/;
const FIRST_CARD_PLACEHOLDER = /<meta name="?owa-first-card"? content(="")?>/;
/** The checkout's store line. */
const STORE_LINE_PLACEHOLDER = /<meta name="?owa-store-line"? content(="")?>/;
/** The stand-in's own element, which is told the page's shape (standInPage says why). */
const STAND_IN_OPEN = /<div id="?owa-boot"?>/;
const templateFile = path.join(distDir, 'index.html');
/** The host build's own later preloads, written beside index.html by the same build. */
const hostPreloadsFile = path.join(distDir, 'preloads.json');
/** @type {{ mtimeMs: number, html: string, preloads: import('./server/later-preloads.mjs').HostPreloads | null }} */
let template = { mtimeMs: -1, html: '', preloads: null };

/** Re-read when a rebuild (pnpm dev) replaces index.html; a stat per page request is cheap. */
function currentTemplate() {
  const { mtimeMs } = statSync(templateFile);
  if (mtimeMs !== template.mtimeMs) {
    const html = readFileSync(templateFile, 'utf8');
    // The stand-in's picture places are optional: a page without them shows its picture later.
    if (!PRELOAD_PLACEHOLDER.test(html)) throw new Error('index.html lacks the preload placeholder');
    template = { mtimeMs, html, preloads: readHostPreloads() };
  }
  return template;
}

/** None in a development build, which writes no preloads. */
function readHostPreloads() {
  try {
    return parseHostPreloads(JSON.parse(readFileSync(hostPreloadsFile, 'utf8')));
  } catch {
    return null;
  }
}
currentTemplate();

/**
 * The remotes a page shows at once, route owner first (for a table's QR, the menu's page it lands
 * on): the page shows once, whole, with the header's cart button and account menu (and on the store
 * page its order-type selector and promotions), so their code starts with the HTML.
 * @param {ReturnType<typeof matchRoute>} route
 * @returns {string[]}
 */
function hintedRemotes(route) {
  const owner = route?.name === 'table-qr-entry' ? 'mfe-menu' : route?.definition.owner;
  if (route && 'bare' in route.definition) return owner && owner !== 'host' ? [owner] : [];
  const withHeader = ['mfe-cart-checkout', 'mfe-account-loyalty'];
  return [...new Set([...(owner && owner !== 'host' ? [owner] : []), ...withHeader])];
}

/** Where the host's own scripts are served. */
const HOST_BASE = '/owa/';
const BODY_END = /<\/body>(?![\s\S]*<\/body>)/;

/**
 * A script the page will run, fetched ahead. Low, as the shell's own scripts (tools/build-preset
 * FIRST_HOP_PRIORITY says why).
 * @param {string} script
 */
const scriptPreload = (script) =>
  `<link rel="preload" href="${escapeAttribute(script)}" as="script" fetchpriority="low">`;

/**
 * @param {string} pathname
 * @param {{ name: string, entry: string }[]} remotes this diner's builds (the same choice as their remotes.json)
 */
async function renderIndex(pathname, remotes) {
  const route = matchRoute(pathname);
  const hints = await standInHints(route);
  const links = [
    `<link rel="preload" href="/owa/remotes.json" as="fetch" crossorigin="anonymous">`,
    ...hints.preloads,
  ];
  const shown = hintedRemotes(route).flatMap((name) => remotes.filter((remote) => remote.name === name));
  const firstHop = shown.flatMap((remote) => preloadsFor(remote));
  const { html, preloads } = currentTemplate();
  const later = laterScripts({
    route: route?.name,
    remotes: shown.map((remote) => ({
      base: new URL('.', remote.entry).href,
      preloads: preloadsByEntry.get(remote.entry)?.later ?? null,
    })),
    host: { base: HOST_BASE, preloads },
    hinted: firstHop,
  });
  return (
    html
      .replace(PRELOAD_PLACEHOLDER, [...links, ...firstHop.map(scriptPreload)].join(''))
      // After the shell's own scripts, which the browser then still asks for first (the end of the
      // body: in the head, 17 more links put the shell's requests ~150 ms later; fifty-seventh session).
      .replace(BODY_END, `${later.map(scriptPreload).join('')}</body>`)
      .replace(STAND_IN_OPEN, `<div id="owa-boot" data-page="${standInPage(route)}">`)
      .replace(BANNER_PLACEHOLDER, hints.banner)
      .replace(FIRST_CARD_PLACEHOLDER, hints.firstCard)
      .replace(STORE_LINE_PLACEHOLDER, hints.storeLine ?? '')
  );
}

const standInHints = createStandInHints({ apiUrl, apiBase });
const pageHeaders = pageSecurityHeaders();
const app = await createStaticServer({
  root: distDir,
  prefix: '/owa/',
  frameworkErrors: hostFrameworkErrors,
  spaIndex: async (
    /** @type {import('fastify').FastifyRequest} */ request,
    /** @type {import('fastify').FastifyReply} */ reply,
  ) => {
    const served = releases.choose(request, { page: true });
    if (served.setCookies.length > 0) reply.header('Set-Cookie', served.setCookies);
    const html = await renderIndex(new URL(request.raw.url ?? '/', 'http://host').pathname, served.remotes);
    return reply
      .headers(pageHeaders)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  },
});

/** The remote list but its remotes, the same for every diner: `{"apiBase":…,"site":…` */
const { remotes: _rootBuilds, ...listForEveryone } = JSON.parse(readFileSync(remoteListFile, 'utf8'));
const listOpening = JSON.stringify(listForEveryone).slice(0, -1);
app.get('/owa/remotes.json', (request, reply) => {
  const served = releases.choose(request, { page: false });
  releases.countPageView(served.remotes);
  if (served.setCookies.length > 0) reply.header('Set-Cookie', served.setCookies);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .type('application/json')
    .send(`${listOpening},"remotes":${JSON.stringify(served.remotes)}}`);
});
// The error reports pages send are counted against the build that raised them (automatic rollback).
if (apiBase.startsWith('/')) releases.watchErrorReports(app, `${apiBase}/order/error`);
app.get('/', (_request, reply) => reply.redirect('/owa/'));
app.get('/healthz', async () => ({ status: 'ok', remotes: Object.fromEntries(preloadsByEntry) }));

// Same-origin API (ARCHITECTURE §5), and the two host-served data paths of spec 1 §7.
registerApiProxy(app, { upstream: apiUrl, apiBase });

await refreshPreloads();
const refresh = setInterval(() => void refreshPreloads(), MANIFEST_REFRESH_MS);
refresh.unref();

await app.listen({ port, host });
console.log(`host serving on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/owa/`);
