// The search measurement of `pnpm bench` on its own (issue 7 point 8), for a change that only needs
// that figure: starts the built site on OWA_BENCH_PORT_BASE (default 9680), runs the search
// keystrokes OWA_BENCH_RUNS times (default 3) on the throttled phone profile and prints each run.
// Build first (`pnpm run build`); nothing here builds.

import { benchRuns, launchBrowser, median, STORE_PATH, startSite } from './profile.mjs';
import { measureSearch } from './search.mjs';

const RUNS = benchRuns(3);
const site = await startSite({ defaultBase: 9680, data: 'search-data' });
try {
  const browser = await launchBrowser();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureSearch(browser, { url: `${site.origin}${STORE_PATH}` });
    runs.push(result);
    console.log(
      `run ${run + 1}: median ${Math.round(result.median)} ms, worst ${Math.round(result.worst)} ms, ` +
        `${result.keystrokes} keystrokes, ${result.cardsAfter} cards after; each: ${result.timings.map(Math.round).join(' ')}`,
    );
  }
  await browser.close();
  console.log(
    `Search keystroke to results painted: median ${Math.round(median(runs.map((run) => run.median)) ?? 0)} ms, ` +
      `worst ${Math.round(Math.max(...runs.map((run) => run.worst)))} ms (goal 100 ms)`,
  );
} finally {
  site.stop();
}
