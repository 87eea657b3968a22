// The dietary filter measurement (issue 22 point 3) on its own: starts the built site on
// OWA_BENCH_PORT_BASE (default 9680), presses the Dietary sheet's checkboxes OWA_BENCH_RUNS times
// (default 3) on the throttled phone profile and prints each run. Build first (`pnpm run build`).
import { eventTimingText, measureDietaryFilter } from './dietary-filter.mjs';
import { benchRuns, launchBrowser, median, STORE_PATH, startSite } from './profile.mjs';

const RUNS = benchRuns(3);
const site = await startSite({ defaultBase: 9680, data: 'dietary-filter-data' });
try {
  const browser = await launchBrowser();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureDietaryFilter(browser, { url: `${site.origin}${STORE_PATH}` });
    runs.push(result);
    console.log(
      `run ${run + 1}: median ${Math.round(result.median)} ms, worst ${Math.round(result.worst)} ms, ` +
        `${result.presses} presses; each: ${result.timings.map(Math.round).join(' ')}; ` +
        `menu under the sheet: median ${Math.round(result.menuMedian)}, each ${result.menuTimings.map(Math.round).join(' ')}; ` +
        `click to next paint (Event Timing): ${result.clicks.join(' ')}; matches: ${result.matches.join(' | ')}`,
    );
  }
  await browser.close();
  console.log(
    `Dietary filter press to sheet answered: median ${Math.round(median(runs.map((run) => run.median)) ?? 0)} ms, ` +
      `worst ${Math.round(Math.max(...runs.map((run) => run.worst)))} ms (goal 100 ms); the categories under the sheet: median ${Math.round(median(runs.map((run) => run.menuMedian)) ?? 0)} ms, worst ${Math.round(Math.max(...runs.map((run) => run.menuWorst)))} ms; ` +
      `click to next paint (Event Timing): ${eventTimingText(
        runs.flatMap((run) => run.clicks),
        runs.reduce((sum, run) => sum + run.presses, 0),
      )}`,
  );
} finally {
  site.stop();
}
