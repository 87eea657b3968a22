// The QR-entry figure (issue 11 budget): from navigating to a table's QR address to the first menu
// item painted, on the same throttled phone profile as the store page. The address goes through the
// shell's table-QR route before the store page (and menu selection when the table has several
// menus), so the time is counted from the node-side start of the navigation to the painted frame (wall clock: the page's own clock restarts
// with each document). The same run checks that jsqr is not requested: it must load only when the
// scanner opens. Runs alone too: `node scripts/bench/qr-entry.mjs` (OWA_BENCH_PORT_BASE, OWA_BENCH_RUNS).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstPaintOf, phoneContext, watchFirstPaint } from './profile.mjs';

export const QR_PATH = '/owa/snappy/al/G1001/scan/1003/7';
/** The same store page opened directly: run alone, the reference measured in the same conditions. */
export const CAFE_PATH = '/owa/r/maple-harbour/1003/CAFE';

/** The cart remote's chunk files that carry jsqr, read from the build's source maps. */
export function jsqrChunks(root) {
  const dist = path.join(root, 'mfe-cart-checkout/dist');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
      return (map.sources ?? []).some((source) => /[\\/]jsqr[@\\/]/i.test(source));
    })
    .map((file) => file.replace(/\.map$/, ''));
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, root: string, path?: string, throttle: (page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<unknown> }} options
 * @returns {Promise<{ firstItemMs: number, landedOn: string, jsqrRequests: string[], jsqrChunks: string[] }>}
 */
export async function measureQrEntry(browser, { origin, root, throttle, path: entry = QR_PATH }) {
  const chunks = jsqrChunks(root);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await throttle(page, context);
  // On screen: the store page's content is hidden until it shows once, whole (host/src/index.html).
  await watchFirstPaint(page, 'body:not(.owa-booting) [data-item-code]', '__owaQrFirstItem');
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));

  const start = Date.now();
  await page.goto(`${origin}${entry}`, { waitUntil: 'commit', timeout: 120_000 });
  // The first item's time after the navigation that painted it: the redirects' last (the store page).
  const firstItemAt =
    (await firstPaintOf(page, '__owaQrFirstItem')) + (await page.evaluate(() => performance.timeOrigin));
  const landedOn = new URL(page.url()).pathname + new URL(page.url()).search;
  // The always-active apps mount after the first paint and may warm code when idle: give them time.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(3000);
  await context.close();
  return {
    firstItemMs: firstItemAt - start,
    landedOn,
    jsqrRequests: requested.filter((url) => chunks.some((chunk) => url.split('?')[0].endsWith(`/${chunk}`))),
    jsqrChunks: chunks,
  };
}

/** One line for the report. */
export function qrEntryReport(runs) {
  const sorted = runs.map((run) => run.firstItemMs).sort((a, b) => a - b);
  const median = Math.round(sorted[Math.floor(sorted.length / 2)]);
  const jsqr = runs.flatMap((run) => run.jsqrRequests);
  return [
    `QR entry ${QR_PATH} to first menu item on screen: ${median} ms (median of ${runs.length}; runs ${sorted.map(Math.round).join(', ')} ms; landed on ${runs[0]?.landedOn})`,
    `jsqr on the store page: ${jsqr.length === 0 ? `not requested (chunk ${runs[0]?.jsqrChunks.join(', ') || 'not found in the build'})` : `REQUESTED ${jsqr.join(', ')}`}`,
  ];
}

// Alone: starts the site on its own ports, measures, stops it. The QR runs are interleaved with the
// same store page opened directly, so both see the same load on a shared machine: read the ratio.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const profile = await import('./profile.mjs');
  const { launchBrowser, median, startSite, throttle } = profile;
  const runs = profile.benchRuns(3);
  const site = await startSite({ defaultBase: 9580, data: 'qr-data' });
  const cold = (page, context) => throttle(page, context, { cache: false });
  const load = () => loadavg()[0].toFixed(1);
  try {
    const browser = await launchBrowser();
    const results = [];
    const direct = [];
    const loadBefore = load();
    for (let run = 0; run < runs; run += 1) {
      const options = { origin: site.origin, root: profile.ROOT, throttle: cold };
      results.push(await measureQrEntry(browser, options));
      direct.push(await measureQrEntry(browser, { ...options, path: CAFE_PATH }));
      console.log(
        `run ${run + 1}: QR ${Math.round(results[run].firstItemMs)} ms, direct ${Math.round(direct[run].firstItemMs)} ms (load average ${load()})`,
      );
    }
    await browser.close();
    console.log(`Mobile: ${profile.PROFILE_TEXT}, cold cache; load average ${loadBefore} to ${load()}`);
    for (const line of qrEntryReport(results)) console.log(line);
    const times = (list) => list.map((run) => run.firstItemMs);
    const qr = median(times(results));
    const reference = median(times(direct));
    console.log(
      `Reference, ${CAFE_PATH} opened directly: ${Math.round(reference)} ms (runs ${times(direct)
        .sort((a, b) => a - b)
        .map(Math.round)
        .join(', ')} ms); QR entry / direct: ${(qr / reference).toFixed(2)}x`,
    );
  } finally {
    site.stop();
  }
}
