// The search measurement of `pnpm bench` on its own (issue 7 point 8), for a change that only needs
// that figure: starts the built site on OWA_BENCH_PORT_BASE (default 9680), runs the search
// keystrokes OWA_BENCH_RUNS times (default 3) on the throttled phone profile and prints each run.
// Build first (`pnpm run build`); nothing here builds.
import path from 'node:path';
import { chromium } from '../../e2e/node_modules/@playwright/test/index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { deployables, portsFrom, ROOT } from '../deployables.mjs';
import { startAll, stopAll } from '../processes.mjs';
import { measureSearch } from './search.mjs';

const BASE = Number(process.env.OWA_BENCH_PORT_BASE ?? 9680);
const RUNS = Number(process.env.OWA_BENCH_RUNS ?? 3);
const ports = portsFrom(BASE);
const site = await startAll(deployables({ base: BASE, dataDir: path.join(ROOT, '.bench/search-data') }), {
  quiet: true,
});
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureSearch(browser, {
      url: `http://localhost:${ports.host}/owa/r/maple-downtown/1001/ALLDAY`,
      throttling: { cpuRate: 4 },
    });
    runs.push(result);
    console.log(
      `run ${run + 1}: median ${Math.round(result.median)} ms, worst ${Math.round(result.worst)} ms, ` +
        `${result.keystrokes} keystrokes, ${result.cardsAfter} cards after; each: ${result.timings.map(Math.round).join(' ')}`,
    );
  }
  await browser.close();
  const medians = runs.map((run) => run.median).sort((a, b) => a - b);
  console.log(
    `Search keystroke to results painted: median ${Math.round(medians[Math.floor(medians.length / 2)] ?? 0)} ms, ` +
      `worst ${Math.round(Math.max(...runs.map((run) => run.worst)))} ms (goal 100 ms)`,
  );
} finally {
  stopAll(site);
}
