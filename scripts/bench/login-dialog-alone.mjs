// The login dialog's figure alone (issue 9), without the rest of `pnpm bench`:
//   OWA_BENCH_PORT_BASE=11310 node scripts/bench/login-dialog-alone.mjs
// Same profile and measure as `pnpm bench` (4x CPU, slow 4G, 412 px phone, built dist/ served by the
// real servers); prints each run, the median and the machine's load average.
import { loadavg } from 'node:os';
import { measureLoginDialogOpen } from './login-dialog.mjs';
import {
  benchRuns,
  launchBrowser,
  median,
  phoneContext,
  STORE_PATH,
  startSite,
  throttle,
} from './profile.mjs';

const RUNS = benchRuns(5);
const site = await startSite({ defaultBase: 9590, data: 'data' });
const browser = await launchBrowser();
const times = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await throttle(page, context, { cache: false });
    await page.goto(`${site.origin}${STORE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
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
  site.stop();
}
console.log(
  `Login dialog open (click to paint), median of ${times.length}: ${times.length ? Math.round(median(times)) : '-'} ms (budget 150 ms); load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
