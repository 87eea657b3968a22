// What Lighthouse's simulated Total Blocking Time is made of, for kept runs: Lantern's estimate rerun
// on each run's trace and network log, and the blocking time split by what each task was (a script's
// evaluation, a timer, a callback such as React's work, style and layout). Lantern runs every
// main-thread task 4x slower and counts, for each task after the simulated FCP, what it lasts over
// 50 ms; the optimistic and pessimistic graphs are averaged. With --tasks, each counted task too;
// with --functions (a trace kept with OWA_BENCH_PROFILE=1), the functions that ran longest in each;
// with --thread-time, the same estimate again with each main-thread task as long as its CPU time (what
// of the TBT was the main thread waiting for a core; trace-thread-time.mjs).
// Usage: OWA_BENCH_KEEP_TRACE=1 node scripts/bench/lighthouse.mjs, then
//   node scripts/bench/lantern-tbt.mjs .bench/lighthouse/store-run1 [.bench/lighthouse/group-run1 ...] \
//     [--tasks] [--functions] [--thread-time]
import { keptRun, lighthouseMetric, tbtAtThreadTime } from './lantern-run.mjs';
import { mainThreadProfile, selfTimeBetween } from './trace-samples.mjs';

const { LanternTotalBlockingTime } = await lighthouseMetric('lantern-total-blocking-time');
const { LanternFirstContentfulPaint } = await lighthouseMetric('lantern-first-contentful-paint');
const { LanternInteractive } = await lighthouseMetric('lantern-interactive');

const BLOCKING_THRESHOLD_MS = 50;
const args = process.argv.slice(2);
const listFunctions = args.includes('--functions');
const listTasks = listFunctions || args.includes('--tasks');
const threadTime = args.includes('--thread-time');
/** The functions listed for a task, and the packages totalled over the counted tasks. */
const TOP_FUNCTIONS = 4;
const bases = args.filter((arg) => !arg.startsWith('--'));
if (bases.length === 0)
  throw new Error('usage: lantern-tbt.mjs <report path without .json>... [--tasks] [--functions]');

/** What a simulated task was, from the trace events it holds. @param {any} node */
function kindOf(node) {
  /** @type {any[]} */
  const events = node.childEvents;
  const script = events.find((event) => event.name === 'EvaluateScript')?.args?.data?.url;
  if (script)
    return `evaluate ${script
      .split('/')
      .pop()
      .replace(/\.[0-9a-f]{10}\.js$/, '.js')}`;
  if (events.some((event) => event.name === 'TimerFire')) return 'timer';
  if (events.some((event) => event.name === 'FunctionCall')) return 'callback (React, a message, a response)';
  if (events.some((event) => /^(UpdateLayoutTree|Layout)$/.test(event.name))) return 'style and layout';
  return 'other';
}

/** @param {string} base */
async function blockingOf(base) {
  const data = keptRun(base);
  const context = { computedCache: new Map() };
  const total = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  /** @type {Map<string, number>} */
  const byKind = new Map();
  /** @type {{ start: number, blocking: number, kind: string, observed: [number, number] }[]} */
  const tasks = [];
  // As Lantern does: the optimistic graph counts from the pessimistic FCP to the optimistic TTI.
  for (const [graph, from, to] of [
    ['optimistic', fcp.pessimisticEstimate, interactive.optimisticEstimate],
    ['pessimistic', fcp.optimisticEstimate, interactive.pessimisticEstimate],
  ]) {
    for (const [node, timing] of total[`${graph}Estimate`].nodeTimings) {
      if (node.type !== 'cpu') continue;
      const counted = Math.min(timing.endTime, to.timeInMs) - Math.max(timing.startTime, from.timeInMs);
      if (counted < BLOCKING_THRESHOLD_MS) continue;
      const blocking = counted - BLOCKING_THRESHOLD_MS;
      const kind = kindOf(node);
      // Lighthouse's figure is the two graphs' mean; the listed tasks are the optimistic graph's.
      byKind.set(kind, (byKind.get(kind) ?? 0) + blocking / 2);
      if (graph === 'optimistic')
        tasks.push({ start: timing.startTime, blocking, kind, observed: [node.startTime, node.endTime] });
    }
  }
  return { tbt: total.timing, byKind, tasks, data };
}

for (const base of bases) {
  const { tbt, byKind, tasks, data } = await blockingOf(base);
  const profile = listFunctions ? mainThreadProfile(data.trace) : null;
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  const parts = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
  console.log(`${base.split('/').pop()}: TBT ${Math.round(tbt)} ms = ${parts}`);
  if (threadTime) {
    const atCpu = await tbtAtThreadTime(data);
    console.log(`  with each main-thread task as long as its CPU time: TBT ${Math.round(atCpu)} ms`);
  }
  if (listTasks) {
    for (const task of tasks.sort((a, b) => a.start - b.start)) {
      console.log(
        `  at ${Math.round(task.start)} ms: ${Math.round(task.blocking)} ms blocking, ${task.kind}`,
      );
      if (!profile) continue;
      const functions = selfTimeBetween(profile, ...task.observed);
      for (const [, { ms, pkg }] of functions) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
      for (const [name, { ms, pkg }] of functions.slice(0, TOP_FUNCTIONS))
        console.log(`      ${ms.toFixed(1).padStart(5)} ms at 1x  ${name} [${pkg}]`);
    }
  }
  if (profile) {
    const packages = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `  in the counted tasks, at 1x: ${packages.map(([pkg, ms]) => `${pkg} ${Math.round(ms)} ms`).join(', ')}`,
    );
  }
}
