// The QR-entry figure (issue 11 budget): from navigating to a table's QR address to the first menu
// item painted, on the same throttled phone profile as the store page. The address goes through the
// shell's table-QR route and menu selection before the store page, so the time is counted from the
// node-side start of the navigation to the painted frame (wall clock: the page's own clock restarts
// with each document). The same run checks that jsqr is not requested: it must load only when the
// scanner opens. Runs alone too: `node scripts/bench/qr-entry.mjs` (OWA_BENCH_PORT_BASE, OWA_BENCH_RUNS).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await throttle(page, context);
  await page.addInitScript(() => {
    const watch = () => {
      if (document.querySelector('[data-item-code]')) {
        requestAnimationFrame(() => {
          window.__owaQrFirstItemAt = performance.timeOrigin + performance.now();
        });
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));

  const start = Date.now();
  await page.goto(`${origin}${entry}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__owaQrFirstItemAt > 0, null, { timeout: 120_000, polling: 50 });
  const firstItemAt = await page.evaluate(() => window.__owaQrFirstItemAt);
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
    `QR entry ${QR_PATH} to first menu item painted: ${median} ms (median of ${runs.length}; runs ${sorted.map(Math.round).join(', ')} ms; landed on ${runs[0]?.landedOn})`,
    `jsqr on the store page: ${jsqr.length === 0 ? `not requested (chunk ${runs[0]?.jsqrChunks.join(', ') || 'not found in the build'})` : `REQUESTED ${jsqr.join(', ')}`}`,
  ];
}

// Alone: starts the site on its own ports, measures, stops it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('../../e2e/node_modules/@playwright/test/index.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../chromium.mjs');
  const { deployables, portsFrom, ROOT } = await import('../deployables.mjs');
  const { startProcess, stopAll, waitForHealthy } = await import('../processes.mjs');
  const base = Number(process.env.OWA_BENCH_PORT_BASE ?? 9580);
  const runs = Number(process.env.OWA_BENCH_RUNS ?? 3);
  const list = deployables({ base, dataDir: mkdtempSync(path.join(os.tmpdir(), 'owa-bench-qr-')) });
  const site = new Map();
  try {
    // As startAll does (API and remotes, then the host), with a longer wait for a busy machine, and
    // every started process stopped whatever happens.
    for (const group of [list.filter((d) => d.name !== 'host'), list.filter((d) => d.name === 'host')]) {
      for (const deployable of group) site.set(deployable.name, startProcess(deployable, { quiet: true }));
      await Promise.all(
        group.map((deployable) =>
          waitForHealthy(deployable.health, { timeoutMs: 240_000, child: site.get(deployable.name) }),
        ),
      );
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const results = [];
    const direct = [];
    const origin = `http://localhost:${portsFrom(base).host}`;
    // Interleaved, so both see the same load on a shared machine.
    for (let run = 0; run < runs; run += 1) {
      results.push(await measureQrEntry(browser, { origin, root: ROOT, throttle: mobileProfile }));
      direct.push(
        await measureQrEntry(browser, { origin, root: ROOT, throttle: mobileProfile, path: CAFE_PATH }),
      );
    }
    await browser.close();
    console.log('Mobile: CPU 4x slower, slow 4G (150 ms RTT, 1.6 Mbit/s), cold cache');
    for (const line of qrEntryReport(results)) console.log(line);
    const sorted = direct.map((run) => run.firstItemMs).sort((a, b) => a - b);
    console.log(
      `Reference, ${CAFE_PATH} opened directly: ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (runs ${sorted.map(Math.round).join(', ')} ms)`,
    );
  } finally {
    stopAll(site);
  }
}

/** Lighthouse's mobile profile, as scripts/bench.mjs applies it (used when run alone). */
async function mobileProfile(page, context) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
