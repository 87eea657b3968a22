// The release directory as a JSON file in the host's data folder (`OWA_RELEASE_DIR`). Every change
// is made under a lock file (the host's automatic rollback and `pnpm release` may write at once)
// and written atomically (a temporary file, flushed, then renamed over the old one), so a reader
// sees the old directory or the new one, never half of one, and a crash loses at most the change
// being made. The host re-reads it when it changes: no restart, no rebuild.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { emptyDirectory, parseDirectory } from './directory.mjs';

export const DIRECTORY_FILE = 'releases.json';
/** A lock older than this was left by a writer that died: taken over. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

/** @typedef {import('./directory.mjs').ReleaseDirectory} ReleaseDirectory */

/** @param {unknown} error */
const notFound = (error) => /** @type {NodeJS.ErrnoException} */ (error)?.code === 'ENOENT';

/** @param {string} file @returns {Promise<ReleaseDirectory>} */
export async function readDirectoryFile(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (notFound(error)) return emptyDirectory();
    throw error;
  }
  return parseDirectory(JSON.parse(text));
}

/** @param {string} file */
async function acquireLock(file) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return lock;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const held = await stat(lock).catch(() => null);
    if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
    else if (Date.now() > deadline) throw new Error(`${lock} is held by another writer`);
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** @param {string} file @param {ReleaseDirectory} directory */
async function writeAtomically(file, directory) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(directory, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  // The rename itself is durable once the folder is flushed.
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/**
 * Reads the directory, applies `change` and writes the result, all under the lock. A change that
 * returns the same directory writes nothing.
 * @param {string} file
 * @param {(directory: ReleaseDirectory) => ReleaseDirectory} change
 * @returns {Promise<ReleaseDirectory>}
 */
export async function updateDirectoryFile(file, change) {
  await mkdir(path.dirname(file), { recursive: true });
  const lock = await acquireLock(file);
  try {
    const current = await readDirectoryFile(file);
    const next = change(current);
    if (next !== current) await writeAtomically(file, parseDirectory(next));
    return next;
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

/**
 * The host's view of the file: re-read when it was replaced (one stat per call, as cheap as the
 * page's template check). A file that cannot be parsed leaves the last good directory in force.
 * @param {string} file
 * @param {(message: string) => void} [warn]
 */
export function watchedDirectory(file, warn = console.warn) {
  /** @type {ReleaseDirectory} */
  let directory = emptyDirectory();
  let seen = '';
  return () => {
    let signature = 'absent';
    try {
      const { mtimeMs, ino, size } = statSync(file);
      signature = `${mtimeMs}:${ino}:${size}`;
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    if (signature === seen) return directory;
    seen = signature;
    try {
      directory =
        signature === 'absent' ? emptyDirectory() : parseDirectory(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      warn(
        `${file}: kept the last good release directory (${error instanceof Error ? error.message : error})`,
      );
    }
    return directory;
  };
}
