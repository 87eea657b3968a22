import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDirectory, promote, releaseOf, startCanary } from './directory.mjs';
import { readDirectoryFile, updateDirectoryFile, watchedDirectory } from './directory-file.mjs';

const stamp = { at: new Date('2025-01-01T12:00:00Z'), by: 'test' };
const fileIn = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'owa-releases-')), 'data', 'releases.json');

describe('the release directory file', () => {
  test('no file yet is an empty directory; the first change creates the folder and the file', async () => {
    const file = fileIn();
    expect(await readDirectoryFile(file)).toEqual(emptyDirectory());
    await updateDirectoryFile(file, (directory) => startCanary(directory, 'mfe-menu', 'b2', 10, stamp));
    expect(releaseOf(await readDirectoryFile(file), 'mfe-menu').canary).toMatchObject({ build: 'b2' });
    // Only the file is left: no temporary file, no lock.
    expect(readdirSync(path.dirname(file))).toEqual(['releases.json']);
  });

  test('concurrent writers each see the other: no change is lost', async () => {
    const file = fileIn();
    await Promise.all(
      ['mfe-menu', 'mfe-cart-checkout', 'mfe-account-loyalty', 'x-four', 'x-five'].map((remote) =>
        updateDirectoryFile(file, (directory) => startCanary(directory, remote, 'b2', 10, stamp)),
      ),
    );
    expect(Object.keys((await readDirectoryFile(file)).remotes).sort()).toEqual([
      'mfe-account-loyalty',
      'mfe-cart-checkout',
      'mfe-menu',
      'x-five',
      'x-four',
    ]);
  });

  test('a change that throws, or would write an invalid directory, leaves the file as it was', async () => {
    const file = fileIn();
    await updateDirectoryFile(file, (directory) => startCanary(directory, 'mfe-menu', 'b2', 10, stamp));
    const before = readFileSync(file, 'utf8');
    await expect(
      updateDirectoryFile(file, (directory) =>
        promote(promote(directory, 'mfe-menu', stamp), 'mfe-menu', stamp),
      ),
    ).rejects.toThrow('no canary to promote');
    await expect(
      updateDirectoryFile(file, (directory) => ({ ...directory, version: 2 as 1 })),
    ).rejects.toThrow('not valid');
    expect(readFileSync(file, 'utf8')).toBe(before);
    // The lock was released: the next writer gets in.
    await updateDirectoryFile(file, (directory) => promote(directory, 'mfe-menu', stamp));
    expect(releaseOf(await readDirectoryFile(file), 'mfe-menu').stable).toBe('b2');
  });

  test('a lock left by a writer that died is taken over once stale', async () => {
    const file = fileIn();
    await updateDirectoryFile(file, (directory) => directory);
    writeFileSync(`${file}.lock`, '99999\n');
    const old = new Date(Date.now() - 60_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(`${file}.lock`, old, old);
    await updateDirectoryFile(file, (directory) => startCanary(directory, 'mfe-menu', 'b2', 10, stamp));
    expect(releaseOf(await readDirectoryFile(file), 'mfe-menu').canary).not.toBeNull();
  });

  test('the host sees each new version of the file, and keeps the last good one if it is damaged', async () => {
    const file = fileIn();
    const warnings: string[] = [];
    const current = watchedDirectory(file, (message) => warnings.push(message));
    expect(current()).toEqual(emptyDirectory());
    await updateDirectoryFile(file, (directory) => startCanary(directory, 'mfe-menu', 'b2', 10, stamp));
    expect(releaseOf(current(), 'mfe-menu').canary).toMatchObject({ build: 'b2' });
    await updateDirectoryFile(file, (directory) => promote(directory, 'mfe-menu', stamp));
    expect(releaseOf(current(), 'mfe-menu').stable).toBe('b2');
    writeFileSync(file, '{ "version": 1, "remotes": ');
    expect(releaseOf(current(), 'mfe-menu').stable).toBe('b2');
    expect(warnings).toHaveLength(1);
  });
});
