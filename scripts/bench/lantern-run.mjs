// A kept Lighthouse run (OWA_BENCH_KEEP_TRACE=1) as Lantern's metrics take it, for the scripts that
// rerun them (lantern-path.mjs, lantern-tbt.mjs), and Lighthouse's metric classes to rerun.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const lighthouseRoot = createRequire(import.meta.url)
  .resolve('lighthouse/package.json')
  .replace(/package\.json$/, '');

/** One of Lighthouse's computed metrics by its file's name (`lantern-interactive`). @param {string} file */
export const lighthouseMetric = (file) => import(`${lighthouseRoot}core/computed/metrics/${file}.js`);

/** The run's trace and network log, as Lantern's `request(data, context)` wants them. @param {string} base */
export function keptRun(base) {
  const trace = JSON.parse(readFileSync(`${base}.trace.json`, 'utf8'));
  const kept = JSON.parse(readFileSync(`${base}.lantern.json`, 'utf8'));
  return {
    trace,
    devtoolsLog: kept.DevtoolsLog,
    gatherContext: kept.GatherContext,
    settings: kept.settings,
    URL: kept.URL,
    SourceMaps: [],
    HostDPR: kept.HostDPR,
    simulator: null,
  };
}
