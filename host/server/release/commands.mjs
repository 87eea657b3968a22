// The commands of `pnpm release` (cli.mjs): list | canary <remote> <buildId> --percent <n> |
// promote <remote> | rollback <remote> (docs/architecture.md, "Releasing a remote"). Each changes
// the host's release directory, which the host's server reads again on the next page load, and
// answers what is now served.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractSatisfied } from '../../src/federation/contract-rule.mjs';
import { internalBaseOf, REMOTES, releaseDirOf } from '../deployment.mjs';
import { checkPercent, promote, ReleaseError, releaseOf, rollback, startCanary } from './directory.mjs';
import { DIRECTORY_FILE, readDirectoryFile, updateDirectoryFile } from './directory-file.mjs';

/** @typedef {import('./directory.mjs').RemoteRelease} RemoteRelease */
/** @typedef {import('../deployment.mjs').Environment} Environment */
/** @typedef {(url: string) => Promise<{ ok: boolean, status: number, json(): Promise<unknown> }>} Fetch */

const USAGE = `usage:
  pnpm release list
  pnpm release canary <remote> <buildId> --percent <n>
  pnpm release promote <remote>
  pnpm release rollback <remote>
remotes: ${REMOTES.map((remote) => remote.name).join(', ')}`;

/** The contract this host was built with (kept equal to CONTRACT_VERSION by a test in shared/). */
export const hostContractVersion = () => createRequire(import.meta.url)('@owa/shared/package.json').version;

/** @param {string} name */
function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new ReleaseError(`unknown remote "${name}"\n${USAGE}`);
  return remote;
}

/**
 * What a published build says of itself (`/b/{buildId}/build.json`), read from its remote's server.
 * @param {import('../deployment.mjs').RemoteDefinition} remote @param {string} build
 * @param {Environment} env @param {Fetch} fetchJson
 */
async function publishedBuild(remote, build, env, fetchJson) {
  const url = `${internalBaseOf(remote, env)}/b/${encodeURIComponent(build)}/build.json`;
  let response;
  try {
    response = await fetchJson(url);
  } catch (error) {
    throw new ReleaseError(`${remote.name}'s server did not answer at ${url} (${error})`);
  }
  if (!response.ok)
    throw new ReleaseError(
      `build ${build} of ${remote.name} is not published (${url}: HTTP ${response.status}); ` +
        `\`pnpm --filter ${remote.name} build\` publishes a build`,
    );
  const info = /** @type {{ remote?: unknown, federationName?: unknown, contractRange?: unknown }} */ (
    await response.json()
  );
  if (info.federationName !== remote.federationName || typeof info.contractRange !== 'string')
    throw new ReleaseError(`${url} does not describe a build of ${remote.name}`);
  return { contractRange: info.contractRange };
}

/**
 * One line per fact: the stable build, the canary, and the last steps taken (newest first, with
 * their reasons: an automatic rollback says why).
 * @param {string} name @param {RemoteRelease} release
 * @param {{ steps?: number, rootBuild?: string }} [options]
 */
export function describeRelease(name, release, { steps = 1, rootBuild } = {}) {
  const root = `the root build${rootBuild ? ` (${rootBuild})` : ''}, no release yet`;
  const lines = [`${name}`, `  stable  ${release.stable ?? root}`];
  if (release.canary)
    lines.push(
      `  canary  ${release.canary.build} for ${release.canary.percent} % of diners, since ${release.canary.since}`,
    );
  else lines.push('  canary  none');
  const recent = release.history.slice(-steps).reverse();
  recent.forEach((event, index) => {
    const what = `${event.action}${event.action === 'canary' ? ` ${event.build} at ${event.percent} %` : ''}`;
    const label = index === 0 ? 'last   ' : '       ';
    lines.push(`  ${label} ${event.at} ${what} by ${event.by}${event.reason ? `: ${event.reason}` : ''}`);
  });
  return lines.join('\n');
}

/**
 * The id of the build a remote's server answers at its root (its `build.json`), if it says.
 * @param {import('../deployment.mjs').RemoteDefinition} remote @param {Environment} env @param {Fetch} fetchJson
 */
async function rootBuildOf(remote, env, fetchJson) {
  try {
    const response = await fetchJson(`${internalBaseOf(remote, env)}/build.json`);
    const info = /** @type {{ buildId?: unknown }} */ (response.ok ? await response.json() : {});
    return typeof info.buildId === 'string' ? `build ${info.buildId}` : undefined;
  } catch {
    return 'its server did not answer';
  }
}

/** @param {string[]} args */
function parsedArguments(args) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { percent: { type: 'string' } } });
  } catch (error) {
    throw new ReleaseError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
}

/**
 * @param {string[]} args
 * @param {{ env?: Environment, fetchJson?: Fetch, now?: () => Date, by?: string }} [context]
 * @returns {Promise<string>} what is now served
 */
export async function runRelease(args, context = {}) {
  const { env = process.env, fetchJson = (url) => fetch(url, { signal: AbortSignal.timeout(5000) }) } =
    context;
  const stamp = { at: (context.now ?? (() => new Date()))(), by: context.by ?? 'pnpm release' };
  const file = path.join(releaseDirOf(env), DIRECTORY_FILE);
  const { positionals, values } = parsedArguments(args);
  const [command, remoteName, build, ...extra] = positionals;
  const expect = (/** @type {number} */ count) => {
    if (positionals.length !== count || extra.length > 0) throw new ReleaseError(USAGE);
  };
  /** @param {import('./directory.mjs').ReleaseDirectory} directory @param {string[]} names */
  const served = (directory, names) =>
    names.map((name) => describeRelease(name, releaseOf(directory, name))).join('\n');

  if (command === 'list') {
    expect(1);
    const directory = await readDirectoryFile(file);
    const described = REMOTES.map(async (remote) => {
      const release = releaseOf(directory, remote.name);
      const rootBuild = release.stable === null ? await rootBuildOf(remote, env, fetchJson) : undefined;
      return describeRelease(remote.name, release, { steps: 5, ...(rootBuild ? { rootBuild } : {}) });
    });
    return (await Promise.all(described)).join('\n');
  }
  if (command === 'canary') {
    expect(3);
    const remote = remoteNamed(remoteName ?? '');
    if (values.percent === undefined) throw new ReleaseError(`--percent is required\n${USAGE}`);
    const percent = checkPercent(Number(values.percent));
    const { contractRange } = await publishedBuild(remote, build ?? '', env, fetchJson);
    const provided = hostContractVersion();
    if (!contractSatisfied(contractRange, provided))
      throw new ReleaseError(
        `refused: build ${build} of ${remote.name} needs contract ${contractRange}; this host has ${provided}`,
      );
    const next = await updateDirectoryFile(file, (d) =>
      startCanary(d, remote.name, build ?? '', percent, stamp),
    );
    return served(next, [remote.name]);
  }
  if (command === 'promote' || command === 'rollback') {
    expect(2);
    const remote = remoteNamed(remoteName ?? '');
    const step = command === 'promote' ? promote : rollback;
    return served(await updateDirectoryFile(file, (d) => step(d, remote.name, stamp)), [remote.name]);
  }
  throw new ReleaseError(USAGE);
}
