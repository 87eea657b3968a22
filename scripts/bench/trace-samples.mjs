// What ran inside a span of a kept Lighthouse trace (OWA_BENCH_PROFILE=1): V8's samples of the
// page's main thread, each sample's function resolved through the built apps' source maps to its
// original name, file, line and package. The bench's site is scripts/deployables.mjs's, on the
// ports that follow the host's, so a script's port names the app whose dist holds its map.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { deployables } from '../deployables.mjs';
import { packageOf } from './attribution.mjs';
import { mainThreadOf } from './trace-threads.mjs';

/** Each app's folder by the port it served on, for a site whose host served on `hostPort`. */
function appFoldersByPort(/** @type {number} */ hostPort) {
  // Only the ports and folders are read: no data folder is made or used.
  const apps = deployables({ base: hostPort, dataDir: '' });
  return new Map(apps.map((app) => [Number(app.env.PORT), app.cwd]));
}

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame
 * @typedef {{ ts: number, node: number }} Sample
 */

/**
 * The main thread's samples in time order, with the call tree they point into.
 * @param {{ traceEvents: any[] }} trace
 */
export function mainThreadProfile(trace) {
  const events = trace.traceEvents;
  const { pid, tid, hostPort } = mainThreadOf(events);
  const ids = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
      .map((e) => e.id),
  );
  /** @type {Map<number, CallFrame>} */
  const nodes = new Map();
  /** @type {Sample[]} */
  const samples = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid || !ids.has(event.id)) continue;
    if (event.name === 'Profile') clock = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((/** @type {number} */ node, /** @type {number} */ index) => {
      clock += timeDeltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  if (samples.length === 0)
    throw new Error(
      'the trace holds no samples: keep it with OWA_BENCH_PROFILE=1 (scripts/bench/lighthouse.mjs)',
    );
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples, resolve: resolverFor(hostPort) };
}

/**
 * A call frame's original function, `name file:line`, and its package, worked out once a frame.
 * @param {number} hostPort
 */
function resolverFor(hostPort) {
  const folders = appFoldersByPort(hostPort);
  /** @type {Map<string, SourceMapConsumer | null>} */
  const maps = new Map();
  const mapOf = (/** @type {string} */ url) => {
    if (!maps.has(url)) {
      const { port, pathname } = new URL(url);
      const folder = folders.get(Number(port));
      const file = folder && path.join(folder, 'dist', `${path.basename(pathname)}.map`);
      maps.set(
        url,
        file && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    return maps.get(url);
  };
  /** @type {WeakMap<CallFrame, { name: string, pkg: string }>} */
  const resolved = new WeakMap();
  const resolve = (/** @type {CallFrame} */ frame) => {
    if (!/^https?:/.test(frame.url)) return { name: frame.functionName || '(native)', pkg: '(native)' };
    const original = mapOf(frame.url)?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!original?.source)
      return { name: frame.functionName || '(anonymous)', pkg: path.basename(frame.url) };
    const file = original.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]+\//, '');
    // The federation runtime's generated entry is a data: URL with its whole source in it.
    const where = file.startsWith('data:')
      ? 'federation runtime entry'
      : `${file.split('/').slice(-2).join('/')}:${original.line}`;
    return {
      name: `${original.name ?? (frame.functionName || '(anonymous)')} ${where}`,
      pkg: packageOf(original.source),
    };
  };
  return (/** @type {CallFrame} */ frame) => {
    let answer = resolved.get(frame);
    if (!answer) {
      answer = resolve(frame);
      resolved.set(frame, answer);
    }
    return answer;
  };
}

/**
 * A sample this long after the one before is a gap in sampling (the thread descheduled, the sampler
 * starved), not time its function ran: counted apart, so it cannot pass for a slow function.
 */
const SAMPLE_GAP_MS = 4;

/**
 * Self time by function between two trace times (µs), in ms, largest first; gaps in sampling apart.
 * @param {ReturnType<typeof mainThreadProfile>} profile
 * @param {number} start
 * @param {number} end
 */
export function selfTimeBetween({ nodes, samples, resolve }, start, end) {
  /** @type {Map<string, { ms: number, pkg: string }>} */
  const byFunction = new Map();
  for (let index = 1; index < samples.length; index += 1) {
    const sample = samples[index];
    if (sample.ts <= start || sample.ts > end) continue;
    const frame = nodes.get(sample.node);
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    const ms = (sample.ts - samples[index - 1].ts) / 1000;
    const { name, pkg } =
      ms > SAMPLE_GAP_MS
        ? { name: `(gaps in sampling over ${SAMPLE_GAP_MS} ms)`, pkg: '(no sample)' }
        : resolve(frame);
    const entry = byFunction.get(name) ?? { ms: 0, pkg };
    entry.ms += ms;
    byFunction.set(name, entry);
  }
  return [...byFunction].sort((a, b) => b[1].ms - a[1].ms);
}
