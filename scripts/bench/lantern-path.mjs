// What Lighthouse's simulated LCP is made of, for one kept run: Lantern's estimate rerun on the run's
// trace and network log, then the path that ends last in its graph (each step's simulated start and
// end), and with --all every request and every CPU task over 40 ms. Lantern counts every request
// that ended before the LCP was observed, with the tasks that started it, at the phone's bandwidth
// and 4x the CPU: this says which of them the figure waited for.
// Usage: OWA_BENCH_KEEP_TRACE=1 node scripts/bench/lighthouse.mjs, then
//   node scripts/bench/lantern-path.mjs .bench/lighthouse/checkout-1-item-run1 [--all]
import { keptRun, lighthouseMetric } from './lantern-run.mjs';

const { LanternLargestContentfulPaint } = await lighthouseMetric('lantern-largest-contentful-paint');

const [base, flag] = process.argv.slice(2);
if (!base) throw new Error('usage: lantern-path.mjs <report path without .json> [--all]');
const data = keptRun(base);
const navigationStart = data.trace.traceEvents.find(
  (/** @type {any} */ event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
).ts;

const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });

const WHAT = /EvaluateScript|FunctionCall|TimerFire|Layout|Paint|ParseHTML|RunMicrotasks/;
/** @param {any} node */
function describe(node) {
  if (node.type === 'network') {
    const { priority, url, transferSize } = node.request;
    return `request ${priority} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 64)} ${transferSize} B`;
  }
  const observedAt = Math.round((node.startTime - navigationStart) / 1000);
  const events = node.childEvents
    .filter((/** @type {any} */ event) => WHAT.test(event.name))
    .map(
      (/** @type {any} */ event) =>
        event.name + (event.args?.data?.url ? `(${event.args.data.url.split('/').pop()})` : ''),
    );
  return `task ${(node.duration / 1000).toFixed(1)} ms, observed at ${observedAt} ms: ${[...new Set(events)].slice(0, 4).join(' ')}`;
}
/** @param {number} start @param {number} end @param {string} text */
const line = (start, end, text) =>
  console.log(`${String(Math.round(start)).padStart(6)} ${String(Math.round(end)).padStart(6)}  ${text}`);

console.log(`simulated LCP ${Math.round(result.timing)} ms (optimistic and pessimistic graphs averaged)`);
for (const kind of ['optimistic', 'pessimistic']) {
  /** @type {Map<any, { startTime: number, endTime: number, duration: number }>} */
  const timings = result[`${kind}Estimate`].nodeTimings;
  const entries = [...timings.entries()];
  const requests = entries.filter(([node]) => node.type === 'network');
  const bytes = requests.reduce((sum, [node]) => sum + node.request.transferSize, 0);
  const cpu = entries
    .filter(([node]) => node.type === 'cpu')
    .reduce((sum, [, timing]) => sum + timing.duration, 0);
  console.log(
    `\n${kind}: ${Math.round(result[`${kind}Estimate`].timeInMs)} ms; ${requests.length} requests, ${Math.round(bytes / 1024)} KB; main-thread tasks ${Math.round(cpu)} ms simulated`,
  );
  // Back from the node that ends last, through the dependency that ends last each time.
  let node = entries.sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const path = [];
  while (node) {
    path.unshift(node);
    node = node
      .getDependencies()
      .filter((/** @type {any} */ dependency) => timings.has(dependency))
      .sort(
        (/** @type {any} */ a, /** @type {any} */ b) =>
          (timings.get(b)?.endTime ?? 0) - (timings.get(a)?.endTime ?? 0),
      )[0];
  }
  for (const step of path) {
    const timing = timings.get(step);
    if (timing) line(timing.startTime, timing.endTime, describe(step));
  }
  if (flag === '--all' && kind === 'optimistic') {
    console.log('\nevery request, and every task over 40 ms:');
    for (const [each, timing] of entries.sort((a, b) => a[1].startTime - b[1].startTime))
      if (each.type === 'network' || timing.duration > 40)
        line(timing.startTime, timing.endTime, describe(each));
  }
}
