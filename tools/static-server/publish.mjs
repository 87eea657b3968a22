// Immutable, versioned builds of a remote (docs/architecture.md, "Releasing a remote"): each build is
// copied once into `builds/{buildId}/`, served at `/b/{buildId}/`, and never changed afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the build preset writes beside a remote's entry, completed here with the build's id. */
export const BUILD_INFO_FILE = 'build.json';

/** Safe in a URL path segment, a cookie and a file name. */
export const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * @typedef {{ remote: string, federationName: string, contractRange: string, buildId: string | null,
 *   builtAt: string, contentHash?: string }} BuildInfo
 */

/** @param {string} folder @returns {AsyncGenerator<string>} paths relative to `folder` */
async function* filesUnder(folder, prefix = '') {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) yield* filesUnder(folder, relative);
    else yield relative;
  }
}

/**
 * The build's content hash: every file the build made, by name and bytes. `build.json` (which
 * records the hash) and the precompressed copies (derived from the files they sit beside) are left out.
 * @param {string} folder
 */
export async function contentHash(folder) {
  const hash = createHash('sha256');
  for await (const file of filesUnder(folder)) {
    if (file === BUILD_INFO_FILE || /\.(br|gz)$/.test(file)) continue;
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(folder, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} file @returns {Promise<BuildInfo>} */
export async function readBuildInfo(file) {
  let info;
  try {
    info = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read: was the build made with @owa/build-preset? (${error})`);
  }
  const valid =
    info &&
    typeof info.remote === 'string' &&
    typeof info.federationName === 'string' &&
    typeof info.contractRange === 'string' &&
    (info.buildId === null || (typeof info.buildId === 'string' && BUILD_ID.test(info.buildId)));
  if (!valid) throw new Error(`${file} is not a build description`);
  return info;
}

const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies a built folder into `buildsDir/{buildId}` (the id given at build time, else the content
 * hash). Publishing the same build again changes nothing; another build under an id already
 * published is refused, since pages may be running it.
 * @param {{ dist: string, buildsDir: string }} options
 * @returns {Promise<{ buildId: string, folder: string, published: boolean }>}
 */
export async function publishBuild({ dist, buildsDir }) {
  const info = await readBuildInfo(path.join(dist, BUILD_INFO_FILE));
  const hash = await contentHash(dist);
  const buildId = info.buildId ?? hash;
  const folder = path.join(buildsDir, buildId);
  const complete = { ...info, buildId, contentHash: hash };
  // The served folder says which build it is too (`pnpm release list` shows it for the root build).
  await writeFile(path.join(dist, BUILD_INFO_FILE), `${JSON.stringify(complete, null, 2)}\n`);
  if (await exists(folder)) {
    const published = await readBuildInfo(path.join(folder, BUILD_INFO_FILE));
    if (published.contentHash !== hash)
      throw new Error(`build ${buildId} is already published with other content: builds are immutable`);
    return { buildId, folder, published: false };
  }
  await mkdir(buildsDir, { recursive: true });
  // Copied beside, then renamed: a half-copied build is never visible at its URL (a dot-folder is not served).
  const staging = path.join(buildsDir, `.publishing-${buildId}-${randomBytes(4).toString('hex')}`);
  try {
    await cp(dist, staging, { recursive: true });
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (await exists(folder)) return { buildId, folder, published: false };
    throw error;
  }
  return { buildId, folder, published: true };
}
