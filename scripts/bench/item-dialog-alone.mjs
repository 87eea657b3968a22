// The item dialog's figures alone (issue 18), without the rest of `pnpm bench`:
//   OWA_BENCH_PORT_BASE=11320 node scripts/bench/item-dialog-alone.mjs
// Same profile as `pnpm bench`; prints each run's click (page interactive) and first tap (as the page
// shows), their medians and the machine's load average.
import { loadavg } from 'node:os';
import { measureItemDialogOpen, measureItemFirstTap } from './item-dialog.mjs';
import {
  benchRuns,
  launchBrowser,
  phoneContext,
  STORE_PATH,
  spread,
  startSite,
  throttle,
} from './profile.mjs';

const RUNS = benchRuns(3);
const site = await startSite({ defaultBase: 9600, data: 'data' });
const browser = await launchBrowser();
const url = `${site.origin}${STORE_PATH}`;
const clicks = [];
const taps = [];
const shown = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : 'not measured');
try {
  for (let run = 0; run < RUNS; run += 1) {
    const click = await measureItemDialogOpen(browser, url, throttle, phoneContext);
    const tap = await measureItemFirstTap(browser, url, throttle, phoneContext);
    console.log(
      `run ${run + 1}: click ${shown(click)}, first tap ${shown(tap.open)}, frame ${shown(tap.answered)} (load average ${loadavg()[0].toFixed(1)})`,
    );
    clicks.push(click);
    taps.push(tap);
  }
  console.log(
    `median: click ${spread(clicks)}, first tap ${spread(taps.map((tap) => tap.open))}, frame ${spread(taps.map((tap) => tap.answered))} (budget 150 ms)`,
  );
} finally {
  await browser.close();
  site.stop();
}
