// `pnpm bench`: first Lighthouse (mobile preset) on the pages a diner lands on (issue 18,
// scripts/bench/lighthouse.mjs); then it loads the store page in Chromium with mobile throttling and
// reports what the earlier issues budget: critical-path JavaScript (gzip) and requests by app and
// package, LCP, total blocking time and the sequential request hops before the first menu item
// paints. Then it drives the API.
// It is a measurement, not a test: it never fails on a number.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesByPackage } from './bench/attribution.mjs';
import { measureCartDialog } from './bench/cart-dialog.mjs';
import { eventTimingText, measureDietaryFilter } from './bench/dietary-filter.mjs';
import { measureItemDialogOpen, measureItemFirstTap } from './bench/item-dialog.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { measureLoginDialogOpen, measureLoginFirstTap } from './bench/login-dialog.mjs';
import {
  benchRuns,
  launchBrowser,
  median,
  PROFILE_TEXT,
  phoneContext,
  ROOT,
  STORE_PATH,
  spread,
  startSite,
  THROTTLING,
  throttle,
  watchFirstItem,
} from './bench/profile.mjs';
import { measureQrEntry, qrEntryReport } from './bench/qr-entry.mjs';
import { measureSearch } from './bench/search.mjs';

const RUNS = benchRuns(3);
/**
 * `--only store`: only the store page's cold loads (critical path, LCP, TBT, hops, login and item dialogs).
 * `--only lighthouse`: only Lighthouse on the pages of issue 18 (scripts/bench/lighthouse.mjs).
 */
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
if (ONLY !== undefined && ONLY !== 'store' && ONLY !== 'lighthouse')
  throw new Error(`--only ${ONLY}: the parts are 'store' and 'lighthouse'`);
const storeOnly = ONLY === 'store';

if (!existsSync(path.join(ROOT, 'host/dist/index.html')) || process.argv.includes('--build')) {
  spawnSync('pnpm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

// First, while nothing else of the bench has loaded the machine; on a site of its own, as deployed.
if (!storeOnly) await lighthouseBench({ defaultBase: 9580, runs: RUNS });
if (ONLY === 'lighthouse') process.exit(0);

// Package sizes are attributed from the source maps, which only a server told to serve them.
const site = await startSite({
  defaultBase: 9580,
  data: 'data',
  environment: { OWA_SERVE_SOURCE_MAPS: '1' },
});
const { ports } = site;
const appOfPort = new Map([
  [ports.host, 'host'],
  [ports.menu, 'mfe-menu'],
  [ports.cart, 'mfe-cart-checkout'],
  [ports.account, 'mfe-account-loyalty'],
  [ports.api, 'api'],
]);

/** Loads the store page unthrottled until the service worker has cached its chunks. */
async function warmServiceWorker(page) {
  await page.goto(`${site.origin}${STORE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const cached = await page.evaluate(async () => {
      if (!navigator.serviceWorker.controller || !(await caches.has('owa-chunks'))) return 0;
      return (await (await caches.open('owa-chunks')).keys()).length;
    });
    if (cached > 5) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the service worker never cached the page chunks');
}

/** `repeat`: the second visit with the service worker warm (issue 10's "repeat visit" row). */
async function measureOnce(browser, { repeat = false } = {}) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  if (repeat) await warmServiceWorker(page);
  const cdp = await throttle(page, context, { cache: false });

  await page.addInitScript(() => {
    const metrics = { lcp: 0, longTasks: [], fcp: 0 };
    window.__owaBench = metrics;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) metrics.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const firstItem = await watchFirstItem(page);

  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A blob's or a data URL's script (the shell's ICU worker) is made in the page: no network.
    if (!/^https?:/.test(event.request.url)) return;
    const initiatorUrl =
      event.initiator.url ??
      event.initiator.stack?.callFrames?.[0]?.url ??
      event.initiator.stack?.parent?.callFrames?.[0]?.url;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      initiatorUrl:
        event.initiator.type === 'parser' || event.initiator.type === 'preload'
          ? event.documentURL
          : initiatorUrl,
      // wallTime is epoch seconds, comparable with the page's timeOrigin (timestamp is monotonic).
      startedAt: event.wallTime,
      encodedBytes: 0,
      fromServiceWorker: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromServiceWorker = Boolean(event.response.fromServiceWorker);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.encodedBytes = event.encodedDataLength;
      request.finishedAt = event.timestamp;
    }
  });

  const navigationStart = Date.now();
  await page.goto(`${site.origin}${STORE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
  const { inPage: firstItemPaint, onScreen: firstItemSeen } = await firstItem();
  await page.waitForTimeout(3000);
  const metrics = await page.evaluate(() => window.__owaBench);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin / 1000);
  const loginDialogMs = await measureLoginDialogOpen(page);
  await context.close();

  const firstItemAt = timeOrigin + firstItemPaint / 1000;
  const beforeFirstItem = [...requests.values()].filter((request) => request.startedAt <= firstItemAt);
  const documentUrl = beforeFirstItem.find((request) => request.type === 'Document')?.url;
  const depthOf = new Map();
  const depth = (request, seen = new Set()) => {
    if (request.url === documentUrl) return 1;
    if (depthOf.has(request.url)) return depthOf.get(request.url);
    if (seen.has(request.url)) return 1;
    seen.add(request.url);
    const parent = beforeFirstItem.find((candidate) => candidate.url === request.initiatorUrl);
    const value = parent ? depth(parent, seen) + 1 : 2;
    depthOf.set(request.url, value);
    return value;
  };
  const hops = Math.max(...beforeFirstItem.map((request) => depth(request)));
  const tbt = metrics.longTasks
    .filter(([start]) => start >= metrics.fcp)
    .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  return {
    lcp: metrics.lcp,
    tbt,
    firstItemPaint,
    firstItemSeen,
    hops,
    scripts: beforeFirstItem.filter((request) => request.type === 'Script'),
    // What came after, and how long after the first item it was requested (to see how close the
    // deferred loads come to the critical path).
    laterScripts: [...requests.values()]
      .filter((request) => request.type === 'Script' && request.startedAt > firstItemAt)
      .map((request) => ({
        url: request.url,
        afterMs: Math.round((request.startedAt - firstItemAt) * 1000),
      })),
    // What the network still carried: scripts the worker did not answer from its cache (it
    // passes the remote entries through to the network, by design).
    networkScripts: beforeFirstItem.filter(
      (request) =>
        request.type === 'Script' &&
        (!request.fromServiceWorker || !/\.[0-9a-f]{8,}\.js$/.test(new URL(request.url).pathname)),
    ),
    wallMs: Date.now() - navigationStart,
    loginDialogMs,
  };
}

async function splitByPackage(scriptUrl) {
  const code = await (await fetch(scriptUrl)).text();
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  const mapResponse = await fetch(`${scriptUrl.split('?')[0]}.map`);
  if (!mapResponse.ok) return { gzipBytes, packages: new Map([['(no source map)', gzipBytes]]) };
  const byPackage = bytesByPackage(code, await mapResponse.text());
  const total = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  // gzip is shared out in proportion to minified bytes: an estimate, labelled as such in the report.
  return {
    gzipBytes,
    packages: new Map([...byPackage].map(([name, bytes]) => [name, Math.round((bytes / total) * gzipBytes)])),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const browser = await launchBrowser();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser));
  const firstTaps = [];
  for (let run = 0; run < RUNS; run += 1)
    firstTaps.push(
      await measureLoginFirstTap(
        browser,
        `${site.origin}${STORE_PATH}`,
        // A new context's cache is empty, as on a first visit; what the page fetched ahead stays usable.
        (page, context) => throttle(page, context),
        phoneContext,
      ),
    );
  const itemClicks = [];
  const itemTaps = [];
  for (let run = 0; run < RUNS; run += 1) {
    const url = `${site.origin}${STORE_PATH}`;
    itemClicks.push(
      await measureItemDialogOpen(browser, url, (page, context) => throttle(page, context), phoneContext),
    );
    itemTaps.push(
      await measureItemFirstTap(browser, url, (page, context) => throttle(page, context), phoneContext),
    );
  }
  const cartRuns = [];
  for (let run = 0; run < (storeOnly ? 0 : RUNS); run += 1)
    cartRuns.push(
      await measureCartDialog(browser, `${site.origin}${STORE_PATH}`, (page, context) =>
        throttle(page, context),
      ),
    );
  const searches = [];
  for (let run = 0; run < (storeOnly ? 0 : RUNS); run += 1) {
    searches.push(await measureSearch(browser, { url: `${site.origin}${STORE_PATH}` }));
  }
  const diets = [];
  for (let run = 0; run < (storeOnly ? 0 : RUNS); run += 1)
    diets.push(await measureDietaryFilter(browser, { url: `${site.origin}${STORE_PATH}` }));
  const qrRuns = [];
  for (let run = 0; run < (storeOnly ? 0 : RUNS); run += 1)
    qrRuns.push(
      await measureQrEntry(browser, {
        origin: site.origin,
        root: ROOT,
        throttle: (page, context) => throttle(page, context, { cache: false }),
      }),
    );
  await browser.close();

  const scripts = runs[0].scripts;
  const byApp = new Map();
  const byPackage = new Map();
  let totalGzip = 0;
  const scriptSizes = [];
  for (const script of scripts) {
    const app = appOfPort.get(Number(new URL(script.url).port)) ?? new URL(script.url).host;
    const { gzipBytes, packages } = await splitByPackage(script.url);
    scriptSizes.push({ url: script.url, gzipBytes });
    totalGzip += gzipBytes;
    const entry = byApp.get(app) ?? { requests: 0, gzipBytes: 0 };
    entry.requests += 1;
    entry.gzipBytes += gzipBytes;
    byApp.set(app, entry);
    for (const [name, bytes] of packages) byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }

  console.log(`\nStore page ${STORE_PATH}, mobile: ${PROFILE_TEXT}; median of ${RUNS} cold loads\n`);
  console.log(
    `Critical-path JavaScript: ${kb(totalGzip)} gzip in ${scripts.length} requests (budget 200 KB in 8)`,
  );
  console.log('  by app:');
  for (const [app, entry] of [...byApp].sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)) {
    console.log(`    ${app.padEnd(22)} ${kb(entry.gzipBytes).padStart(10)}  ${entry.requests} request(s)`);
  }
  console.log('  requests:');
  for (const { url, gzipBytes } of scriptSizes)
    console.log(`    ${kb(gzipBytes).padStart(10)}  ${new URL(url).port} ${new URL(url).pathname}`);
  console.log('  requested after the first item (ms after it, per run):');
  for (const [index, run] of runs.entries())
    console.log(
      `    run ${index + 1}: ${run.laterScripts.map(({ url, afterMs }) => `${new URL(url).pathname.split('/').pop()} +${afterMs}`).join(', ')}`,
    );
  console.log('  by package (gzip estimated from source maps):');
  for (const [name, bytes] of [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes >= 512)) {
    console.log(`    ${name.padEnd(34)} ${kb(bytes).padStart(10)}`);
  }
  console.log(`LCP:                       ${Math.round(median(runs.map((run) => run.lcp)))} ms`);
  console.log(`Total blocking time:       ${Math.round(median(runs.map((run) => run.tbt)))} ms`);
  console.log(`First menu item painted:   ${Math.round(median(runs.map((run) => run.firstItemPaint)))} ms`);
  console.log(`First menu item on screen: ${Math.round(median(runs.map((run) => run.firstItemSeen)))} ms`);
  console.log(`Sequential hops to it:     ${median(runs.map((run) => run.hops))} (budget 3)`);
  console.log(
    `Login dialog open (click to paint, page interactive): ${spread(runs.map((run) => run.loginDialogMs))} (budget 150 ms)`,
  );
  console.log(
    `Login dialog, first tap as the page shows (pointerdown to paint, cold): ${spread(firstTaps.map((tap) => tap.open))} (budget 150 ms); its frame shows in ${spread(firstTaps.map((tap) => tap.answered))}`,
  );
  console.log(`Item dialog open (click to paint, page interactive): ${spread(itemClicks)} (budget 150 ms)`);
  console.log(
    `Item dialog, first tap as the page shows (pointerdown to paint, cold): ${spread(itemTaps.map((tap) => tap.open))} (budget 150 ms); its frame shows in ${spread(itemTaps.map((tap) => tap.answered))}`,
  );

  console.log(
    `Load average (uptime):     ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  if (!storeOnly) await measureTheRest(cartRuns, searches, qrRuns, diets);
} finally {
  site.stop();
}

/** Everything after the store page's cold loads: the dialogs, the repeat visit, search, the API. */
async function measureTheRest(cartRuns, searches, qrRuns, diets) {
  console.log(
    `Cart dialog, click to lines: ${Math.round(median(cartRuns.map((run) => run.warm)))} ms after an add (budget 150 ms); ${Math.round(median(cartRuns.map((run) => run.cold)))} ms cold after a reload`,
  );

  console.log(`\nQR entry (issue 11), same throttling, cold cache:`);
  for (const line of qrEntryReport(qrRuns)) console.log(`  ${line}`);

  const repeatBrowser = await launchBrowser();
  const repeats = [];
  for (let run = 0; run < RUNS; run += 1) repeats.push(await measureOnce(repeatBrowser, { repeat: true }));
  await repeatBrowser.close();
  let networkGzip = 0;
  for (const script of repeats[0].networkScripts) networkGzip += (await splitByPackage(script.url)).gzipBytes;
  console.log(`\nRepeat visit (service worker warm, same throttling), median of ${RUNS}:`);
  console.log(
    `  JavaScript from the network:  ${kb(networkGzip)} gzip in ${repeats[0].networkScripts.length} request(s) (of ${repeats[0].scripts.length} scripts)`,
  );
  console.log(
    `  First menu item painted:      ${Math.round(median(repeats.map((run) => run.firstItemPaint)))} ms`,
  );

  console.log(
    `\nSearch on a generated 1,000-item menu (test fixture), CPU ${THROTTLING.cpuRate}x slower, ${searches[0]?.keystrokes ?? 0} keystrokes a run:`,
  );
  console.log(
    `Search keystroke to results painted: median ${Math.round(median(searches.map((s) => s.median)))} ms, worst ${Math.round(Math.max(...searches.map((s) => s.worst)))} ms (goal 100 ms)`,
  );
  console.log(
    `Dietary filter press to sheet answered: median ${Math.round(median(diets.map((d) => d.median)))} ms, worst ${Math.round(Math.max(...diets.map((d) => d.worst)))} ms (goal 100 ms); the categories under the sheet ${Math.round(median(diets.map((d) => d.menuMedian)))} ms; click to next paint (Event Timing) ${eventTimingText(
      diets.flatMap((d) => d.clicks),
      diets.reduce((sum, d) => sum + d.presses, 0),
    )}`,
  );

  const apiBench = path.join(ROOT, 'api/bench/load.mjs');
  if (existsSync(apiBench)) {
    console.log('\nAPI under load (loopback):');
    spawnSync('node', [apiBench, `http://127.0.0.1:${ports.api}/api/v1`], { cwd: ROOT, stdio: 'inherit' });
    // Open loop (fixed rates, latency from the scheduled time) on PGlite, PostgreSQL, and two API
    // processes sharing one PostgreSQL.
    console.log('\nAPI open loop, by database:');
    spawnSync('node', [path.join(ROOT, 'api/bench/databases.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }
}
