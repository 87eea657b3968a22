// The store page's first-paint JavaScript, without Lighthouse: loads the page (no throttling) in
// Debian's Chromium, lists every script requested before the first menu item is on screen, and sums
// their gzip sizes (level 9, as the bench counts them) from the built files. A quick before/after
// figure for a change to the store page; `pnpm bench --only lighthouse` remains the reference.
// Build first; ports from OWA_BENCH_PORT_BASE.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, phoneContext, ROOT, STORE_PATH, startSite } from './profile.mjs';

const APPS = { host: 'host', menu: 'mfe-menu', cart: 'mfe-cart-checkout', account: 'mfe-account-loyalty' };
const site = await startSite({ defaultBase: 9690, data: 'critical-path' });
try {
  const browser = await launchBrowser();
  const context = await phoneContext(browser);
  await context.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  const page = await context.newPage();
  const scripts = [];
  let painted = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !painted) scripts.push(request.url());
  });
  await page.goto(`${site.origin}${STORE_PATH}`);
  await page.getByRole('article', { name: 'Classic Fries' }).waitFor();
  painted = true;
  await browser.close();
  const byPort = Object.fromEntries(Object.entries(site.ports).map(([app, port]) => [String(port), app]));
  let total = 0;
  const rows = [];
  for (const url of scripts) {
    const parsed = new URL(url);
    const app = byPort[parsed.port];
    const dir = APPS[app];
    if (!dir) continue;
    const file = parsed.pathname.replace(/^\/owa\//, '/').replace(/^\/b\/[^/]+\//, '/');
    const bytes = readFileSync(path.join(ROOT, dir, 'dist', file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    total += gzip;
    rows.push(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${app}  ${file}`);
  }
  console.log(rows.join('\n'));
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  in ${rows.length} scripts before the first item`);
} finally {
  site.stop();
}
