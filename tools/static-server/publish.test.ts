import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentHash, publishBuild } from './publish.mjs';
import { withoutRetrySpace } from './url-spaces.mjs';

function builtFolder(files: Record<string, string>, buildId: string | null = null): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'owa-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  const info = { remote: 'mfe-menu', federationName: 'mfe_menu', contractRange: '^1.0.0', buildId };
  writeFileSync(
    path.join(dist, 'build.json'),
    JSON.stringify({ ...info, builtAt: new Date().toISOString() }),
  );
  return dist;
}

const buildsDir = () => mkdtempSync(path.join(os.tmpdir(), 'owa-builds-'));

describe('publishing a build', () => {
  test('names it by its content hash, copies every file, and records the id in both build.json files', async () => {
    const dist = builtFolder({
      'remoteEntry.js': 'entry',
      'main.0123456789.js': 'chunk',
      'assets/a.svg': '<svg/>',
    });
    const builds = buildsDir();
    const result = await publishBuild({ dist, buildsDir: builds });
    expect(result.buildId).toBe(await contentHash(dist));
    expect(result.published).toBe(true);
    expect(readFileSync(path.join(builds, result.buildId, 'assets/a.svg'), 'utf8')).toBe('<svg/>');
    for (const folder of [dist, path.join(builds, result.buildId)]) {
      expect(JSON.parse(readFileSync(path.join(folder, 'build.json'), 'utf8'))).toMatchObject({
        buildId: result.buildId,
        contentHash: result.buildId,
      });
    }
    // Nothing half-copied is left beside it.
    expect(await readdir(builds)).toEqual([result.buildId]);
  });

  test('the content hash ignores build.json (its date) and the precompressed copies, not the files', async () => {
    const one = builtFolder({ 'remoteEntry.js': 'entry' });
    const same = builtFolder({ 'remoteEntry.js': 'entry', 'remoteEntry.js.br': 'other bytes' });
    const changed = builtFolder({ 'remoteEntry.js': 'entry 2' });
    const renamed = builtFolder({ 'remoteEntryX.js': 'entry' });
    expect(await contentHash(same)).toBe(await contentHash(one));
    expect(await contentHash(changed)).not.toBe(await contentHash(one));
    expect(await contentHash(renamed)).not.toBe(await contentHash(one));
  });

  test('an id given at build time names it; publishing it again changes nothing', async () => {
    const builds = buildsDir();
    const dist = builtFolder({ 'remoteEntry.js': 'entry' }, 'menu-2024-06-01');
    expect(await publishBuild({ dist, buildsDir: builds })).toMatchObject({
      buildId: 'menu-2024-06-01',
      published: true,
    });
    expect(await publishBuild({ dist, buildsDir: builds })).toMatchObject({ published: false });
  });

  test('another build under an id already published is refused: a build never changes', async () => {
    const builds = buildsDir();
    await publishBuild({ dist: builtFolder({ 'remoteEntry.js': 'one' }, 'menu-1'), buildsDir: builds });
    await expect(
      publishBuild({ dist: builtFolder({ 'remoteEntry.js': 'two' }, 'menu-1'), buildsDir: builds }),
    ).rejects.toThrow('build menu-1 is already published with other content');
    expect(readFileSync(path.join(builds, 'menu-1', 'remoteEntry.js'), 'utf8')).toBe('one');
  });

  test('a folder the build preset did not describe is refused', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'owa-dist-'));
    writeFileSync(path.join(dist, 'build.json'), '{"remote":"mfe-menu"}');
    await expect(publishBuild({ dist, buildsDir: buildsDir() })).rejects.toThrow(
      'is not a build description',
    );
  });
});

describe('retry URL spaces', () => {
  test.each([
    ['/_retry2/remoteEntry.js', '/remoteEntry.js'],
    ['/b/abc123/_retry3/remoteEntry.js', '/b/abc123/remoteEntry.js'],
    ['/b/abc123/_retry3/main.0123456789.js', '/b/abc123/main.0123456789.js'],
    ['/b/abc123/remoteEntry.js', '/b/abc123/remoteEntry.js'],
    ['/assets/_retry2/x.svg', '/assets/_retry2/x.svg'],
  ])('%s is served as %s', (url, served) => {
    expect(withoutRetrySpace(url)).toBe(served);
  });
});
