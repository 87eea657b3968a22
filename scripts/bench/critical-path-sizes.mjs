// The store page's first-paint JavaScript, without Lighthouse: loads the page (no throttling) in
// Debian's Chromium, takes every script requested before the first menu item is on screen, and sums
// their gzip sizes (level 9, as the bench counts them). A quick before/after figure for a change to
// the store page; `pnpm bench --only lighthouse` remains the reference. Build first.
//   node scripts/bench/critical-path-sizes.mjs                         this tree
//   node scripts/bench/critical-path-sizes.mjs today=. issue=/tmp/issue-tree
// The second form sets built trees side by side (each started as it deploys; see first-item-trees.mjs
// for building one), to see what each app adds. Ports from OWA_BENCH_PORT_BASE.
import { gzipSync } from 'node:zlib';
import { launchBrowser, namedTrees, phoneContext, ROOT, STORE_PATH, startTreeSite } from './profile.mjs';

const named = namedTrees();
const base = Number(process.env.OWA_BENCH_PORT_BASE ?? 9690);
const trees = named.length > 0 ? named : [{ name: 'this tree', root: ROOT }];

/** The scripts a cold store load asks for before its first item is on screen, with their gzip sizes. */
async function firstPaintScripts(browser, origin) {
  const context = await phoneContext(browser);
  await context.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  const page = await context.newPage();
  let painted = false;
  const sizes = [];
  page.on('response', (response) => {
    if (painted || response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    // A script the page made itself (a blob: worker) crosses no network.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    // A body the browser no longer holds is listed as unreadable, not counted as nothing.
    sizes.push(
      response.body().then(
        (body) => ({ url, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url, gzip: null }),
      ),
    );
  });
  await page.goto(`${origin}${STORE_PATH}`);
  await page.getByRole('article', { name: 'Classic Fries' }).waitFor();
  painted = true;
  const scripts = await Promise.all(sizes);
  await context.close();
  return scripts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const browser = await launchBrowser();
try {
  for (const [index, tree] of trees.entries()) {
    const site = await startTreeSite(tree.root, base + index * 20, 'critical-path');
    try {
      const app = Object.fromEntries(Object.entries(site.ports).map(([name, port]) => [String(port), name]));
      const scripts = await firstPaintScripts(browser, site.origin);
      const byApp = new Map();
      for (const { url, gzip } of scripts) {
        const owner = app[url.port] ?? url.host;
        byApp.set(owner, (byApp.get(owner) ?? 0) + (gzip ?? 0));
        console.log(`${gzip === null ? ' unreadable' : kb(gzip)}  ${owner}  ${url.pathname}`);
      }
      const total = scripts.reduce((sum, { gzip }) => sum + (gzip ?? 0), 0);
      const apps = [...byApp].map(([owner, bytes]) => `${owner} ${(bytes / 1024).toFixed(1)}`).join(', ');
      console.log(
        `${kb(total)}  in ${scripts.length} scripts before the first item: ${tree.name} (${apps} KB)\n`,
      );
    } finally {
      site.stop();
    }
  }
} finally {
  await browser.close();
}
