// Lighthouse as the whole web measures (issue 18): the `lighthouse` npm package, its mobile preset
// and simulated throttling, in Debian's Chromium, three cold runs on each page a diner lands on. Per
// page: the median of each figure, the scripts and the API calls by path of the median run (the
// run with the median score), and what that run's long tasks, layout shifts and script start-up were
// spent on. Each run's JSON report and final screenshot are kept in .bench/lighthouse/.
// A measurement: it never fails on a number. Runs alone too: `node scripts/bench/lighthouse.mjs`
// (OWA_BENCH_PORT_BASE, OWA_BENCH_RUNS, OWA_BENCH_PAGES, OWA_BENCH_KEEP_TRACE, OWA_BENCH_PROFILE);
// `pnpm bench --only lighthouse` does the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { bigMenu } from './big-menu.mjs';
import { startCpuPressure } from './cpu-pressure.mjs';
import { lanternInput, tbtAtThreadTime } from './lantern-run.mjs';
import { benchRuns, launchBrowser, median, phoneContext, ROOT, STORE_PATH, startSite } from './profile.mjs';
import { QR_PATH } from './qr-entry.mjs';
import { mainThreadTasks } from './trace-thread-time.mjs';

/** Where the reports go (gitignored). */
export const REPORT_DIR = path.join(ROOT, '.bench', 'lighthouse');
/** OWA_BENCH_PROFILE=1: the kept traces carry V8's samples (and are kept, as with OWA_BENCH_KEEP_TRACE). */
const PROFILE = Boolean(process.env.OWA_BENCH_PROFILE);

/** Jane (DEMO-DATA), her demo code, and the item she has in her cart on the checkout page. */
const DINER = { phone: '4165550100', code: '246810', item: 'Classic Fries' };

/**
 * The pages of issue 18 point 1. `bigMenu`: GET /menu/{code} answered with the 1,000-item fixture;
 * `diner`: Jane logged in with one item in her cart, kept in the browser before Lighthouse navigates.
 * `shows`: what the page Lighthouse leaves open must show (run in it), so a figure is never taken of
 * an error page, an empty cart or the demo menu in place of the fixture.
 */
export const LIGHTHOUSE_PAGES = [
  {
    name: 'store',
    path: STORE_PATH,
    shows: ['a menu item', () => document.querySelector('[data-item-code]') !== null],
  },
  {
    name: 'store, 1,000 items',
    path: STORE_PATH,
    bigMenu: true,
    shows: ["the fixture's first item", () => document.querySelector('[data-item-code="BIG0000"]') !== null],
  },
  {
    name: 'table QR entry',
    path: QR_PATH,
    shows: [
      'store 1003 at table 7 with a menu item',
      () =>
        /\/r\/maple-harbour\/1003\b.*[?&]tid=7/.test(window.location.href) &&
        document.querySelector('[data-item-code]') !== null,
    ],
  },
  {
    name: 'checkout, 1 item',
    path: '/owa/snappy/detail/G1001/1001/checkout',
    diner: true,
    // The checkout lists no lines: her item shows as the header's count and the subtotal priced.
    shows: [
      `${DINER.item} (cart 1, subtotal $4.99)`,
      () =>
        document.querySelector('[data-testid="header-cart-count"]')?.textContent === '1' &&
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, laid out, is the point
        (document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ').includes('Subtotal $4.99'),
    ],
  },
  {
    name: 'group',
    path: '/owa/g/maple-co/G1001/',
    shows: ['its stores', () => /Maple Downtown/.test(document.querySelector('main')?.textContent ?? '')],
  },
];

/** Lighthouse's own flags for Chromium here, with the suite's (no calls to unreachable hosts). */
const CHROME_FLAGS = [
  ...new Set(['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...CHROMIUM_ARGS]),
];

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * What a logged-in diner with one item in her cart keeps in this browser: the shell's `auth` (from
 * the API's login, as e2e/support/journey.ts keeps it) and the cart team's keys, read from a page
 * where she pressed Add (so the line is the cart's own, whatever its shape).
 * @returns {Promise<Record<string, string>>}
 */
export async function dinerStorage(origin) {
  const api = `${origin}/api/v1`;
  const headers = { 'content-type': 'application/json' };
  const requested = await fetch(`${api}/customer/login/request`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ telephone: DINER.phone }),
  });
  if (!requested.ok && requested.status !== 429) throw new Error(`code request: ${requested.status}`);
  const login = await fetch(`${api}/customer/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ telephone: DINER.phone, code: DINER.code }),
  });
  const token = login.headers.get('authorization');
  if (!login.ok || !token) throw new Error(`login: ${login.status}`);
  const user = await login.json();
  const auth = JSON.stringify({
    token,
    user: { id: String(user.id), displayName: [user.firstName, user.lastName].filter(Boolean).join(' ') },
  });

  const browser = await launchBrowser();
  try {
    const page = await (await phoneContext(browser)).newPage();
    await page.addInitScript((value) => window.localStorage.setItem('auth', value), auth);
    await page.goto(`${origin}${STORE_PATH}`, { timeout: 120_000 });
    await page.getByRole('button', { name: `Add ${DINER.item} to cart` }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor({ timeout: 60_000 });
    const kept = await page.evaluate(() =>
      Object.fromEntries(
        ['owa.cart.v1', 'owa.order-context.v1']
          .map((key) => [key, window.localStorage.getItem(key)])
          .filter(([, value]) => value !== null),
      ),
    );
    if (!kept['owa.cart.v1']) throw new Error('the cart kept no line after Add');
    return { auth, ...kept };
  } finally {
    await browser.close();
  }
}

/** Answers GET /menu/{code} with the 1,000-item fixture on this page only (nothing else is paused). */
async function serveBigMenu(page) {
  const body = Buffer.from(JSON.stringify(bigMenu())).toString('base64');
  const cdp = await page.createCDPSession();
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer =
      request.method === 'GET'
        ? cdp.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'content-type', value: 'application/json' }],
            body,
          })
        : cdp.send('Fetch.continueRequest', { requestId });
    answer.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/v1/menu/*', requestStage: 'Request' }] });
}

/**
 * Puts the diner's storage in this fresh browser, on a file of the site's origin that runs none of
 * its code (no service worker registered, nothing cached that the measured load could reuse).
 */
async function keepInBrowser(page, origin, storage) {
  await page.goto(`${origin}/owa/remotes.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
}

/** Method of each API request, in order of URL, from the run's DevTools log (the audit has no method). */
function methodsByUrl(devtoolsLog) {
  const methods = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method !== 'Network.requestWillBeSent' || params.type === 'Preflight') continue;
    const list = methods.get(params.request.url) ?? [];
    list.push(params.request.method);
    methods.set(params.request.url, list);
  }
  return methods;
}

/** The figures of one run, from its report. */
function summarize(lhr, artifacts) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  // Network scripts only: a blob's (the shell's ICU worker) is made in the page, not transferred.
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && /^https?:/.test(request.url),
  );
  const methods = methodsByUrl(artifacts.DevtoolsLog ?? []);
  const apiCalls = new Map();
  for (const request of requests) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/') || !['Fetch', 'XHR'].includes(request.resourceType)) continue;
    const method = methods.get(request.url)?.shift() ?? '?';
    const key = `${method} ${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
    apiCalls.set(key, (apiCalls.get(key) ?? 0) + 1);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndex: audit('speed-index').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    apiCalls,
    longTasks: audit('long-tasks')?.details?.items ?? [],
    layoutShifts: audit('layout-shifts')?.details?.items ?? [],
    bootup: audit('bootup-time')?.details?.items ?? [],
    warnings: [...(lhr.runWarnings ?? [])],
    finalUrl: lhr.finalDisplayedUrl,
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/**
 * One cold Lighthouse run of one page, in a Chromium of its own (fresh profile: no cache, no
 * service worker, no storage but what the page asks for).
 */
async function runOnce(origin, spec, run, storage) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (spec.diner) await keepInBrowser(page, origin, storage);
    if (spec.bigMenu) await serveBigMenu(page);
    const loadAtStart = loadavg()[0];
    const pressure = startCpuPressure();
    const { lhr, artifacts } = await lighthouse(
      `${origin}${spec.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility'],
        // The diner's login and cart were put there on purpose; every browser here starts empty.
        disableStorageReset: Boolean(spec.diner),
        // V8's samples in the kept trace, for what ran inside each task (lantern-tbt.mjs --functions).
        // The sampler itself costs the page time: figures taken with it are not the bench's.
        ...(PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page,
    );
    const result = { ...summarize(lhr, artifacts), load: loadAtStart, cpuPressure: pressure() };
    // How much of the TBT was the page's own work: on 2 cores its main thread also waits for a core
    // while Chromium's other threads and Lighthouse run, and Lantern multiplies that wait by 4 too.
    result.tbtAtCpu = await tbtAtThreadTime(lanternInput(artifacts, lhr.configSettings)).catch((error) => {
      result.warnings.push(`TBT at CPU time not worked out: ${error.message}`);
      return undefined;
    });
    try {
      result.mainThread = mainThreadTasks(artifacts.Trace);
    } catch (error) {
      result.warnings.push(`main-thread tasks not summed: ${error instanceof Error ? error.message : error}`);
    }
    // The page Lighthouse leaves open is the one measured.
    result.shows = await page.evaluate(spec.shows[1]);
    const file = `${spec.name.replace(/[^a-z0-9]+/gi, '-')}-run${run}`;
    writeFileSync(path.join(REPORT_DIR, `${file}.json`), JSON.stringify(lhr));
    const screenshot = lhr.audits['final-screenshot']?.details?.data;
    if (screenshot)
      writeFileSync(path.join(REPORT_DIR, `${file}.jpg`), Buffer.from(screenshot.split(',')[1], 'base64'));
    // The trace behind the figures, for a look at what each long task did (OWA_BENCH_KEEP_TRACE=1).
    if ((process.env.OWA_BENCH_KEEP_TRACE || PROFILE) && artifacts.Trace) {
      writeFileSync(path.join(REPORT_DIR, `${file}.trace.json`), JSON.stringify(artifacts.Trace));
      // With the network log too, Lantern's simulation can be rerun on this load
      // (scripts/bench/lantern-path.mjs).
      const { DevtoolsLog, URL, GatherContext, HostDPR } = artifacts;
      const kept = { DevtoolsLog, URL, GatherContext, HostDPR, settings: lhr.configSettings };
      writeFileSync(path.join(REPORT_DIR, `${file}.lantern.json`), JSON.stringify(kept));
    }
    result.file = `${file}.json`;
    return result;
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/**
 * The pages to measure: all, or those named in OWA_BENCH_PAGES (comma-separated, e.g. "store,group";
 * semicolon-separated when a name has a comma, e.g. "checkout, 1 item;store, 1,000 items", or one
 * such name alone), for a quicker look at one page while working on it.
 */
function chosenPages() {
  const chosen = (process.env.OWA_BENCH_PAGES ?? '').trim();
  // One page whose name has a comma ("checkout, 1 item") is named whole.
  const whole = LIGHTHOUSE_PAGES.some((page) => page.name === chosen);
  const names = (whole ? [chosen] : chosen.split(chosen.includes(';') ? ';' : ','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return LIGHTHOUSE_PAGES;
  const unknown = names.filter((name) => !LIGHTHOUSE_PAGES.some((page) => page.name === name));
  if (unknown.length > 0)
    throw new Error(
      `OWA_BENCH_PAGES names no page: ${unknown.join(', ')} (pages: ${LIGHTHOUSE_PAGES.map((page) => page.name).join(', ')})`,
    );
  return LIGHTHOUSE_PAGES.filter((page) => names.includes(page.name));
}

/**
 * Runs every page `runs` times (interleaved, so a busy minute on the machine spreads over all pages)
 * and resolves with the runs by page name.
 */
export async function measureLighthouse({ origin, runs = 3, log = console.log, pages = chosenPages() }) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const storage = await dinerStorage(origin);
  const byPage = new Map(pages.map((spec) => [spec.name, []]));
  const loadBefore = loadText();
  for (let run = 1; run <= runs; run += 1) {
    for (const spec of pages) {
      const result = await runOnce(origin, spec, run, storage);
      byPage.get(spec.name).push(result);
      log(
        `  run ${run} ${spec.name}: score ${result.score}, TBT ${Math.round(result.tbt)} ms${atCpu(result)}, CLS ${result.cls.toFixed(3)} (load average ${result.load.toFixed(2)}${pressed(result)}${onCore(result)})`,
      );
    }
  }
  return { byPage, loadBefore, loadAfter: loadText() };
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const atCpu = (result) =>
  result.tbtAtCpu === undefined ? '' : ` (${Math.round(result.tbtAtCpu)} ms at CPU time)`;
/** The run's main-thread tasks: what they lasted and, of it, what their thread ran on a core. */
const onCore = (result) =>
  result.mainThread
    ? `; main-thread tasks ${ms(result.mainThread.wallMs)}, on a core ${ms(result.mainThread.cpuMs)}`
    : '';
/** The share of the run in which some task on the machine waited for a core (Linux only). */
const pressed = (result) =>
  result.cpuPressure === undefined ? '' : `, CPU pressure ${percent(result.cpuPressure)}`;
const percent = (share) => `${Math.round(share * 100)} %`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const shortUrl = (url) => {
  try {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return url;
  }
};

/** The run whose score is the median (ties: the median TBT). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.score - b.score || a.tbt - b.tbt);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * How contended the machine was while the runs ran (Linux's CPU pressure), where it reports it.
 * @param {{ cpuPressure?: number }[]} results
 */
function pressureLine(results) {
  const shares = results.map((result) => result.cpuPressure).filter((value) => value !== undefined);
  if (shares.length === 0) return [];
  return [
    `CPU pressure over each run (the share of its time in which some task waited for a core): median ${percent(median(shares))}, ${percent(Math.min(...shares))}–${percent(Math.max(...shares))}`,
  ];
}

/** The lines of the report: a table of medians, then each page's median run in detail. */
export function lighthouseReport({ byPage, loadBefore, loadAfter }) {
  const lines = [];
  const runs = [...byPage.values()][0]?.length ?? 0;
  const version = [...byPage.values()][0]?.[0]?.version ?? '?';
  const indexes = [...byPage.values()].flat().map((result) => result.benchmarkIndex);
  lines.push(
    `Lighthouse ${version} mobile preset (simulated throttling: 4x CPU, slow 4G), median of ${runs} cold runs`,
    `Load average at the start: ${loadBefore}; at the end: ${loadAfter}`,
    // The simulation slows the tasks it observed by 4x whatever the CPU: the same build scores
    // higher on a faster machine, so figures compare only at a like index.
    `Lighthouse's benchmark index of this machine (CPU speed; higher is faster): median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
    ...pressureLine([...byPage.values()].flat()),
    '',
    '| page | score | LCP | TBT | CLS | Speed Index | FCP | scripts (transfer) | a11y |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, results] of byPage) {
    const m = (key) => median(results.map((result) => result[key]));
    lines.push(
      `| ${name} | ${m('score')} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${m('cls').toFixed(3)} | ${ms(m('speedIndex'))} | ${ms(m('fcp'))} | ${kb(m('scriptBytes'))} in ${m('scriptRequests')} | ${m('accessibility')} |`,
    );
  }
  const cpuMedians = [...byPage].map(([name, results]) => {
    const measured = results.map((result) => result.tbtAtCpu).filter((value) => value !== undefined);
    return measured.length === results.length ? `${name} ${ms(median(measured))}` : null;
  });
  if (cpuMedians.every(Boolean))
    lines.push(
      '',
      // A diagnostic, not Lighthouse's figure: Lantern rerun on each run's trace with every main-thread
      // task as long as its CPU time, i.e. without the time the main thread waited for a core.
      `TBT at the main thread's CPU time (medians; the rest of the TBT is its wait for a core): ${cpuMedians.join(', ')}`,
    );
  const timed = [...byPage].filter(([, results]) => results.every((result) => result.mainThread));
  if (timed.length > 0)
    lines.push(
      `Main-thread tasks during the load, lasted / on a core (medians): ${timed
        .map(([name, results]) => {
          const m = (key) => ms(median(results.map((result) => result.mainThread[key])));
          return `${name} ${m('wallMs')} / ${m('cpuMs')}`;
        })
        .join(', ')}`,
    );
  for (const [name, results] of byPage) {
    const spec = LIGHTHOUSE_PAGES.find((page) => page.name === name);
    const run = medianRun(results);
    lines.push('', `${name}: median run ${run.file} (scores ${results.map((r) => r.score).join(', ')})`);
    if (run.finalUrl) lines.push(`  landed on ${shortUrl(run.finalUrl)}`);
    const shown = results.filter((result) => result.shows).length;
    lines.push(
      `  shows ${spec.shows[0]}: ${shown} of ${results.length} runs${shown === results.length ? '' : ' (FIGURES NOT ALL OF THE PAGE MEANT: see the screenshots)'}`,
    );
    const calls = [...run.apiCalls].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    lines.push(
      `  API calls: ${calls.reduce((sum, [, count]) => sum + count, 0)}: ${calls.map(([key, count]) => `${key} ×${count}`).join(', ')}`,
    );
    lines.push('  long tasks:');
    for (const task of [...run.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5))
      lines.push(`    ${ms(task.duration).padStart(9)} at ${ms(task.startTime)}  ${shortUrl(task.url)}`);
    lines.push('  layout shifts (with the causes Lighthouse found):');
    for (const shift of [...run.layoutShifts].sort((a, b) => b.score - a.score).slice(0, 5)) {
      const label = String(shift.node?.nodeLabel ?? '')
        .split('\n')[0]
        .slice(0, 60);
      lines.push(`    ${shift.score.toFixed(3)}  ${shift.node?.selector ?? '(no node)'}  "${label}"`);
      for (const { cause, extra } of shift.subItems?.items ?? [])
        lines.push(`           cause: ${cause}${extra?.selector ? ` (${extra.selector})` : ''}`);
    }
    lines.push('  script start-up (bootup-time: total, of it scripting):');
    for (const item of run.bootup.slice(0, 5))
      lines.push(
        `    ${ms(item.total).padStart(9)} ${ms(item.scripting).padStart(9)}  ${shortUrl(item.url)}`,
      );
    for (const warning of new Set(results.flatMap((result) => result.warnings)))
      lines.push(`  warning: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`);
  }
  lines.push('', `JSON reports and final screenshots: ${path.relative(ROOT, REPORT_DIR)}/`);
  return lines;
}

/**
 * Starts the built site on its own ports (OWA_BENCH_PORT_BASE, else `defaultBase`; no source maps,
 * as deployed), measures, prints the report and stops the site, waiting until its ports are free.
 */
export async function lighthouseBench({ defaultBase, runs }) {
  const site = await startSite({ defaultBase, data: 'lighthouse-data' });
  try {
    const pages = chosenPages();
    console.log(`\nLighthouse on ${pages.length} pages, ${runs} runs each:`);
    const results = await measureLighthouse({ origin: site.origin, runs, pages });
    for (const line of lighthouseReport(results)) console.log(line);
  } finally {
    await site.stopAndWait();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await lighthouseBench({ defaultBase: 9580, runs: benchRuns(3) });
}
