// A kept Lighthouse run (OWA_BENCH_KEEP_TRACE=1) as Lantern's metrics take it, for the scripts that
// rerun them (lantern-path.mjs, lantern-tbt.mjs), and Lighthouse's metric classes to rerun.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { atThreadTime } from './trace-thread-time.mjs';

const lighthouseRoot = createRequire(import.meta.url)
  .resolve('lighthouse/package.json')
  .replace(/package\.json$/, '');

/** One of Lighthouse's computed metrics by its file's name (`lantern-interactive`). @param {string} file */
export const lighthouseMetric = (file) => import(`${lighthouseRoot}core/computed/metrics/${file}.js`);

/** The run's trace and network log, as Lantern's `request(data, context)` wants them. @param {string} base */
export function keptRun(base) {
  const trace = JSON.parse(readFileSync(`${base}.trace.json`, 'utf8'));
  const kept = JSON.parse(readFileSync(`${base}.lantern.json`, 'utf8'));
  return lanternInput({ ...kept, Trace: trace }, kept.settings);
}

/**
 * Lantern's input from a run's artifacts (Lighthouse's own names: Trace, DevtoolsLog, ...) and its
 * settings (`lhr.configSettings`).
 */
export function lanternInput(artifacts, settings) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
}

/**
 * Lighthouse's simulated TBT of a run had each of the page's main-thread tasks lasted only its CPU
 * time (trace-thread-time.mjs): the page's own work, without the time its main thread waited for a
 * core. A diagnostic beside Lighthouse's figure, not a replacement for it.
 * @param {ReturnType<typeof lanternInput>} data the run as Lantern takes it
 */
export async function tbtAtThreadTime(data) {
  const { LanternTotalBlockingTime } = await lighthouseMetric('lantern-total-blocking-time');
  const atCpu = { ...data, trace: atThreadTime(data.trace) };
  const total = await LanternTotalBlockingTime.request(atCpu, { computedCache: new Map() });
  return total.timing;
}
