// The cart dialog's figure alone (issue 8), without the rest of `pnpm bench`:
//   OWA_BENCH_PORT_BASE=11110 node scripts/bench/cart-dialog-alone.mjs
// Same profile and measure as `pnpm bench` (4x CPU, slow 4G with the HTTP cache on, 412 px phone, built
// dist/ served by the real servers, scripts/bench/cart-dialog.mjs): click on Cart to the first frame
// with the cart's lines, after an add ("warm") and after a reload with a kept cart ("cold"). Prints
// each run, the medians and the machine's load average. OWA_BENCH_RULES=1 also counts the style rules
// inserted into the page during each click (the login dialog's lesson: each one restyles the page).
import { loadavg } from 'node:os';
import { measureCartDialog } from './cart-dialog.mjs';
import { benchRuns, launchBrowser, median, STORE_PATH, startSite, throttle } from './profile.mjs';

const RUNS = benchRuns(5);
const COUNT_RULES = process.env.OWA_BENCH_RULES === '1';

/** Counts CSSOM insertions and new <style> text from the moment the Cart button is clicked. */
function countRulesOnClick() {
  const counts = { insertRule: 0, styleText: 0, armed: false, samples: [] };
  window.__cartRuleCounts = counts;
  const insert = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...args) {
    if (counts.armed) {
      counts.insertRule += 1;
      if (counts.samples.length < 8) counts.samples.push(String(args[0]).slice(0, 160));
    }
    return insert.apply(this, args);
  };
  new MutationObserver((records) => {
    if (!counts.armed) return;
    for (const record of records) {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentNode;
      const added = [...record.addedNodes].some((node) => node.nodeName === 'STYLE');
      if (added || target?.nodeName === 'STYLE') counts.styleText += 1;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener(
    'click',
    (event) => {
      if (!event.target.closest?.('[data-testid="header-cart-button"]')) return;
      counts.armed = true;
      counts.renderedBefore = Boolean(document.querySelector('[data-testid="cart-dialog"]'));
    },
    true,
  );
}

async function throttleCountingRules(page, context) {
  if (COUNT_RULES) await page.addInitScript(countRulesOnClick);
  await throttle(page, context);
}

const site = await startSite({ defaultBase: 9600, data: 'data' });
const browser = await launchBrowser();
const warm = [];
const cold = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureCartDialog(
      browser,
      `${site.origin}${STORE_PATH}`,
      throttleCountingRules,
      COUNT_RULES ? { afterClick: (page) => page.evaluate(() => ({ ...window.__cartRuleCounts })) } : {},
    );
    const rules = result.rules
      ? ` rules inserted on the click: warm ${JSON.stringify(result.rules.warm)}, cold ${JSON.stringify(result.rules.cold)}`
      : '';
    console.log(
      `run ${run + 1}: after an add ${Math.round(result.warm)} ms, cold ${Math.round(result.cold)} ms (load average ${loadavg()[0].toFixed(1)})${rules}`,
    );
    warm.push(result.warm);
    cold.push(result.cold);
  }
} finally {
  await browser.close();
  site.stop();
}
const ms = (values) => (values.length ? Math.round(median(values)) : '-');
console.log(
  `Cart dialog click to lines, median of ${warm.length}: after an add ${ms(warm)} ms, cold ${ms(cold)} ms (budget 150 ms); load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
