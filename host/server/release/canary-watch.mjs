// The host's automatic rollback: it counts page views and attributed error reports per build and
// drops a canary the error-rate rule condemns, recording why in the release directory.
import { dropFailingCanary, releaseOf } from './directory.mjs';
import { judgeCanary, SlidingCounts } from './error-rate.mjs';

/**
 * How a page says which build raised a report: `[mfe-menu@<buildId>] …`, or `[mfe-menu] …` for the
 * build a remote's server answers at its root (host/src/shell/report-attribution.ts writes it).
 */
const REPORT_TAG = /^\[([a-z][a-z0-9-]{0,63})(?:@([A-Za-z0-9][A-Za-z0-9._-]{0,63}))?\] /;

/** @param {unknown} error @returns {{ remote: string, build: string | null } | null} */
export function attributedBuild(error) {
  const match = typeof error === 'string' ? REPORT_TAG.exec(error) : null;
  return match?.[1] ? { remote: match[1], build: match[2] ?? null } : null;
}

/** @typedef {import('./directory.mjs').ReleaseDirectory} ReleaseDirectory */

/**
 * @param {object} options
 * @param {() => ReleaseDirectory} options.directory the directory in force
 * @param {(change: (directory: ReleaseDirectory) => ReleaseDirectory) => Promise<unknown>} options.update
 * @param {import('./error-rate.mjs').Rule} options.rule
 * @param {() => number} [options.now]
 * @param {(message: string) => void} [options.log]
 */
export function createCanaryWatch({ directory, update, rule, now = Date.now, log = console.log }) {
  const counts = new SlidingCounts(rule.windowMs);
  const key = (/** @type {string} */ remote, /** @type {string | null} */ build) =>
    `${remote}@${build ?? ''}`;
  /** Rollbacks being written: one write per condemned canary. */
  const dropping = new Set();

  /** @param {string} remote */
  function judge(remote) {
    const release = releaseOf(directory(), remote);
    if (!release.canary) return;
    const at = now();
    const canary = release.canary.build;
    const verdict = judgeCanary({
      canary: counts.counts(key(remote, canary), at),
      stable: counts.counts(key(remote, release.stable), at),
      rule,
    });
    if (!verdict.rollBack || dropping.has(key(remote, canary))) return;
    dropping.add(key(remote, canary));
    const reason = `canary ${canary}: ${verdict.reason}`;
    update((current) => dropFailingCanary(current, remote, canary, reason, { at: new Date(at), by: 'host' }))
      .then(
        () => log(`${remote}: rolled back automatically: ${reason}`),
        (error) => log(`${remote}: the failing canary ${canary} could not be rolled back: ${error}`),
      )
      .finally(() => dropping.delete(key(remote, canary)));
  }

  /** Counts only the builds being compared: a build pinned from the history has no say. */
  /** @param {string} remote @param {string | null} build */
  function compared(remote, build) {
    const release = releaseOf(directory(), remote);
    return build === release.stable || (release.canary !== null && build === release.canary.build);
  }

  return {
    /** @param {string} remote @param {string | null} build */
    pageView(remote, build) {
      if (!compared(remote, build)) return;
      counts.add(key(remote, build), 'views', now());
      judge(remote);
    },
    /** @param {string} remote @param {string | null} build */
    errorReport(remote, build) {
      if (!compared(remote, build)) return;
      counts.add(key(remote, build), 'errors', now());
      judge(remote);
    },
  };
}
