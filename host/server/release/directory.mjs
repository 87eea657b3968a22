// The release directory's rules (docs/architecture.md, "Releasing a remote"): for each remote the
// stable build, an optional canary with the share of diners it gets, the stable builds before it
// (what a rollback returns to) and the history. Pure: every step takes a directory and returns the
// next one, or throws a ReleaseError saying why it cannot be taken. `directory-file.mjs` stores it.
import * as v from 'valibot';

/** Safe in a URL path segment, a cookie and a file name (as tools/static-server/publish.mjs). */
export const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** How many release events each remote keeps; and how many stable builds a rollback can go back. */
export const HISTORY_KEPT = 100;
export const PREVIOUS_KEPT = 20;

const BuildId = v.pipe(v.string(), v.regex(BUILD_ID));
/** `null` is the build the remote's server answers at its root: where every remote starts. */
const StableBuild = v.nullable(BuildId);
const Percent = v.pipe(v.number(), v.minValue(0.01), v.maxValue(100));
const Instant = v.pipe(v.string(), v.isoTimestamp());

const EventSchema = v.object({
  at: Instant,
  action: v.picklist(['canary', 'promote', 'rollback', 'auto-rollback']),
  build: StableBuild,
  percent: v.optional(Percent),
  reason: v.optional(v.string()),
  by: v.string(),
});

const RemoteReleaseSchema = v.object({
  stable: StableBuild,
  canary: v.nullable(v.object({ build: BuildId, percent: Percent, since: Instant })),
  previous: v.array(StableBuild),
  history: v.array(EventSchema),
});

export const DirectorySchema = v.object({
  version: v.literal(1),
  remotes: v.record(v.string(), RemoteReleaseSchema),
});

/** @typedef {v.InferOutput<typeof DirectorySchema>} ReleaseDirectory */
/** @typedef {v.InferOutput<typeof RemoteReleaseSchema>} RemoteRelease */
/** @typedef {v.InferOutput<typeof EventSchema>} ReleaseEvent */
/** @typedef {{ at: Date, by: string }} Stamp who takes a step, and when */

/** A step that cannot be taken; its message says why, for the person who asked. */
export class ReleaseError extends Error {
  /** @override */
  name = 'ReleaseError';
}

/** @returns {ReleaseDirectory} */
export const emptyDirectory = () => ({ version: 1, remotes: {} });

/** @param {unknown} json @returns {ReleaseDirectory} */
export function parseDirectory(json) {
  const result = v.safeParse(DirectorySchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new ReleaseError(
      `the release directory is not valid: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
  }
  return result.output;
}

/** @returns {RemoteRelease} */
const unreleased = () => ({ stable: null, canary: null, previous: [], history: [] });

/** @param {ReleaseDirectory} directory @param {string} remote @returns {RemoteRelease} */
export const releaseOf = (directory, remote) => directory.remotes[remote] ?? unreleased();

/**
 * @param {ReleaseDirectory} directory
 * @param {string} remote
 * @param {RemoteRelease} release
 * @param {Omit<ReleaseEvent, 'at' | 'by'>} event
 * @param {Stamp} stamp
 * @returns {ReleaseDirectory}
 */
function withRelease(directory, remote, release, event, stamp) {
  const history = [...release.history, { at: stamp.at.toISOString(), by: stamp.by, ...event }];
  return {
    ...directory,
    remotes: { ...directory.remotes, [remote]: { ...release, history: history.slice(-HISTORY_KEPT) } },
  };
}

/** A share of diners: more than 0 and at most 100, in hundredths. */
/** @param {number} percent */
export function checkPercent(percent) {
  if (
    !Number.isFinite(percent) ||
    percent <= 0 ||
    percent > 100 ||
    Math.round(percent * 100) !== percent * 100
  )
    throw new ReleaseError(`--percent must be more than 0 and at most 100, in hundredths (got ${percent})`);
  return percent;
}

/**
 * Puts `build` in front of `percent` % of diners (it replaces a canary already running).
 * @param {ReleaseDirectory} directory @param {string} remote @param {string} build @param {number} percent
 * @param {Stamp} stamp
 */
export function startCanary(directory, remote, build, percent, stamp) {
  if (!BUILD_ID.test(build)) throw new ReleaseError(`"${build}" is not a build id`);
  checkPercent(percent);
  const release = releaseOf(directory, remote);
  if (release.stable === build) throw new ReleaseError(`${build} is already the stable build of ${remote}`);
  const canary = { build, percent, since: stamp.at.toISOString() };
  return withRelease(directory, remote, { ...release, canary }, { action: 'canary', build, percent }, stamp);
}

/** The canary becomes the stable build for every diner. */
/** @param {ReleaseDirectory} directory @param {string} remote @param {Stamp} stamp */
export function promote(directory, remote, stamp) {
  const release = releaseOf(directory, remote);
  if (!release.canary) throw new ReleaseError(`${remote} has no canary to promote`);
  const next = {
    ...release,
    stable: release.canary.build,
    canary: null,
    previous: [...release.previous, release.stable].slice(-PREVIOUS_KEPT),
  };
  return withRelease(directory, remote, next, { action: 'promote', build: release.canary.build }, stamp);
}

/**
 * Takes the last step back: a running canary is dropped (every diner on the stable build);
 * otherwise the stable build before this one becomes stable again.
 * @param {ReleaseDirectory} directory @param {string} remote @param {Stamp} stamp
 */
export function rollback(directory, remote, stamp) {
  const release = releaseOf(directory, remote);
  if (release.canary) {
    const reason = `canary ${release.canary.build} dropped`;
    const next = { ...release, canary: null };
    return withRelease(directory, remote, next, { action: 'rollback', build: release.stable, reason }, stamp);
  }
  if (release.previous.length === 0)
    throw new ReleaseError(`${remote} has no earlier stable build to roll back to`);
  const stable = /** @type {string | null} */ (release.previous.at(-1));
  const reason = `stable ${release.stable} withdrawn`;
  const next = { ...release, stable, previous: release.previous.slice(0, -1) };
  return withRelease(directory, remote, next, { action: 'rollback', build: stable, reason }, stamp);
}

/**
 * The host drops a canary its diners fail on. Only the canary that was measured: one replaced
 * meanwhile is left alone (the directory is unchanged, and the caller writes nothing).
 * @param {ReleaseDirectory} directory @param {string} remote @param {string} build @param {string} reason
 * @param {Stamp} stamp
 */
export function dropFailingCanary(directory, remote, build, reason, stamp) {
  const release = releaseOf(directory, remote);
  if (release.canary?.build !== build) return directory;
  const next = { ...release, canary: null };
  return withRelease(
    directory,
    remote,
    next,
    { action: 'auto-rollback', build: release.stable, reason },
    stamp,
  );
}

/** Every build a diner may be served or pinned to: the stable, the canary and those in the history. */
/** @param {RemoteRelease} release @returns {Set<string>} */
export function knownBuilds(release) {
  const builds = new Set(/** @type {string[]} */ ([release.stable, release.canary?.build].filter(Boolean)));
  for (const event of release.history) if (event.build) builds.add(event.build);
  for (const build of release.previous) if (build) builds.add(build);
  return builds;
}
