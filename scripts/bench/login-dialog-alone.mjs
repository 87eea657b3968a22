// The login dialog's figure alone (issue 9), without the rest of `pnpm bench`:
//   OWA_BENCH_PORT_BASE=11310 node scripts/bench/login-dialog-alone.mjs
// Same profile and measure as `pnpm bench` (4x CPU, slow 4G, 412 px phone, built dist/ served by the
// real servers); prints each run, the median and the machine's load average.
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '../../e2e/node_modules/@playwright/test/index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { deployables, portsFrom, ROOT } from '../deployables.mjs';
import { startAll, stopAll } from '../processes.mjs';
import { measureLoginDialogOpen } from './login-dialog.mjs';

const BASE = Number(process.env.OWA_BENCH_PORT_BASE ?? 9590);
const RUNS = Number(process.env.OWA_BENCH_RUNS ?? 5);
const STORE_PATH = '/owa/r/maple-downtown/1001/ALLDAY';
const ports = portsFrom(BASE);
const site = await startAll(deployables({ base: BASE, dataDir: path.join(ROOT, '.bench/data') }), {
  quiet: true,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const times = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.6,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
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
    await page.goto(`http://localhost:${ports.host}${STORE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('[data-item-code]', { timeout: 120_000 });
    await page.waitForTimeout(3000);
    const ms = await measureLoginDialogOpen(page);
    const load = loadavg()[0].toFixed(1);
    console.log(
      `run ${run + 1}: ${ms === null ? 'not measured' : `${Math.round(ms)} ms`} (load average ${load})`,
    );
    if (typeof ms === 'number') times.push(ms);
    await context.close();
  }
} finally {
  await browser.close();
  stopAll(site);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
console.log(
  `Login dialog open (click to paint), median of ${times.length}: ${median === null ? '-' : Math.round(median)} ms (budget 150 ms); load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
