// The one phone profile every bench figure is taken on, and the built site the figures are taken
// from: `pnpm bench` and each `scripts/bench/*-alone.mjs` runner use this, so a figure taken alone
// compares with the same figure in the whole bench. Nothing here builds: run `pnpm run build` first.
import { once } from 'node:events';
import path from 'node:path';
import { chromium } from '../../e2e/node_modules/@playwright/test/index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { ROOT } from '../deployables.mjs';

/** Lighthouse's mobile profile: 4x CPU slowdown, slow 4G (150 ms RTT, 1.6 Mbit/s down). */
export const THROTTLING = {
  cpuRate: 4,
  latencyMs: 150,
  downloadBps: (1.6 * 1024 * 1024) / 8,
  uploadBps: (750 * 1024) / 8,
};

/** How the profile reads in a report's heading. */
export const PROFILE_TEXT = `CPU ${THROTTLING.cpuRate}x slower, slow 4G (${THROTTLING.latencyMs} ms RTT, 1.6 Mbit/s)`;

/** The store page most figures are taken on (DEMO-DATA: Maple Downtown's one menu). */
export const STORE_PATH = '/owa/r/maple-downtown/1001/ALLDAY';

/** A 412 px phone, touch, as the UI rules' phone. */
export function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * Applies the profile to a page; returns its CDP session. `cache: false` for the cold loads that
 * must not reuse a response within the load (the HTTP cache is on otherwise, as on a phone);
 * `network: false` throttles the CPU alone (a figure taken after the page has loaded).
 */
export async function throttle(page, context, { cache = true, network = true } = {}) {
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBps,
      uploadThroughput: THROTTLING.uploadBps,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  return cdp;
}

/**
 * The time the first element matching `selector` has painted, in ms after navigation, kept in the
 * page's `window[key]` (0 until then): a MutationObserver sees it match (added, or a class changed:
 * `body:not(.owa-booting) …` matches once the page shows), and the time is taken in a task queued
 * from the next animation frame, i.e. after that frame's style, layout and paint. Not a
 * requestAnimationFrame loop: a loop asks for a frame at every vsync, each a style update and a
 * commit (~5 ms at 4x), which took about a quarter of the main thread through a store load (a
 * trace's tasks, fifty-third session) and so delayed the first item it timed; a diner's browser
 * runs no such loop.
 */
export function watchFirstPaint(page, selector, key) {
  return page.addInitScript(
    ({ selector, key }) => {
      window[key] = 0;
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            window[key] = performance.now();
          }, 0),
        );
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    },
    { selector, key },
  );
}

/** Waits for `watchFirstPaint`'s time, polling on a timer (a frame loop would add frames again). */
export async function firstPaintOf(page, key) {
  await page.waitForFunction((key) => window[key] > 0, key, { timeout: 120_000, polling: 100 });
  return page.evaluate((key) => window[key], key);
}

/**
 * Watches the store page's first card twice, as the store bench times it: when it enters the page,
 * and when it is on screen (the page's content is hidden until it shows once, whole:
 * host/src/index.html; a page with no booting class shows it as it renders, and the two agree).
 * Call before the navigation; the returned function waits for both times (ms after it).
 * @returns {Promise<() => Promise<{ inPage: number, onScreen: number }>>}
 */
export async function watchFirstItem(page) {
  await watchFirstPaint(page, '[data-item-code]', '__owaFirstItem');
  await watchFirstPaint(page, 'body:not(.owa-booting) [data-item-code]', '__owaFirstItemSeen');
  return async () => ({
    inPage: await firstPaintOf(page, '__owaFirstItem'),
    onScreen: await firstPaintOf(page, '__owaFirstItemSeen'),
  });
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Starts this tree's built site on its own ports (OWA_BENCH_PORT_BASE, else `defaultBase`): API and
 * remotes first, then the host, with a long wait for a busy machine (startTreeSite, below).
 * @param {{ defaultBase: number, data: string, environment?: Record<string, string> }} options
 */
export function startSite({ defaultBase, data, environment = {} }) {
  return startTreeSite(ROOT, Number(process.env.OWA_BENCH_PORT_BASE ?? defaultBase), data, environment);
}

/** The trees named on the command line as `name=path` (first-item-trees.mjs, critical-path-sizes.mjs). */
export function namedTrees(argv = process.argv.slice(2)) {
  return argv.map((argument) => {
    const [name, root] = argument.split('=');
    if (!name || !root) throw new Error(`"${argument}": name each tree as name=path`);
    return { name, root: path.resolve(root) };
  });
}

/**
 * A built tree's site (this one, or a worktree of an earlier commit), started as that tree deploys
 * it: its own scripts/deployables.mjs and processes.mjs, its data under its own `.bench/<data>`.
 * `stop()` stops every process started; `stopAndWait()` also waits for them to exit (another site
 * is to start on the same ports).
 * @param {string} root @param {number} portBase @param {string} data
 * @param {Record<string, string>} [environment]
 */
export async function startTreeSite(root, portBase, data, environment = {}) {
  const tree = await import(path.join(root, 'scripts/deployables.mjs'));
  const processes = await import(path.join(root, 'scripts/processes.mjs'));
  const list = tree.deployables({ base: portBase, dataDir: path.join(root, '.bench', data), environment });
  const children = await processes.startAll(list, { quiet: true, timeoutMs: 240_000 });
  const ports = tree.portsFrom(portBase);
  const stopAndWait = async () => {
    const running = [...children.values()].filter((child) => child.exitCode === null && !child.signalCode);
    const exits = running.map((child) => once(child, 'exit'));
    processes.stopAll(children);
    await Promise.all(exits);
  };
  return {
    ports,
    origin: `http://localhost:${ports.host}`,
    stop: () => processes.stopAll(children),
    stopAndWait,
  };
}

/** Runs per figure: OWA_BENCH_RUNS, else the runner's own default. */
export const benchRuns = (fallback) => Number(process.env.OWA_BENCH_RUNS ?? fallback);

/** The median of some numbers (the upper one of an even count); undefined for none. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Timings as a report prints them: the median of those measured, with each run, or 'not measured'. */
export function spread(values) {
  const measured = values.filter((value) => typeof value === 'number');
  if (measured.length === 0) return 'not measured';
  return `${Math.round(median(measured))} ms (${measured.map(Math.round).join(', ')})`;
}

export { ROOT };

/**
 * Times each keydown (of `key` only, when given) to the first frame painted after it: a task queued
 * from the next animation frame runs once that frame is on screen, so the handler, React's render,
 * layout and paint are all inside. Set up before the page loads; `keyTimings(page)` reads them.
 */
export async function timeKeysToPaint(page, { key = null } = {}) {
  await page.addInitScript((only) => {
    const timings = [];
    window.__owaKeyTimings = timings;
    document.addEventListener(
      'keydown',
      (event) => {
        if (only !== null && event.key !== only) return;
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - start), 0));
      },
      true,
    );
  }, key);
}

export const keyTimings = (page) => page.evaluate(() => window.__owaKeyTimings);
