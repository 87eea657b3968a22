import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostContractVersion, runRelease } from './commands.mjs';

function site(published: Record<string, { federationName: string; contractRange: string }>) {
  const env = {
    OWA_RELEASE_DIR: mkdtempSync(path.join(os.tmpdir(), 'owa-release-cli-')),
    MFE_MENU_URL: 'http://menu.example',
    MFE_MENU_INTERNAL_URL: 'http://mfe-menu:8081',
  };
  const asked: string[] = [];
  const fetchJson = async (url: string) => {
    asked.push(url);
    const build = /\/b\/([^/]+)\/build\.json$/.exec(url)?.[1] ?? '';
    const info = url.endsWith(':8081/build.json') ? { buildId: 'root-7' } : published[build];
    return { ok: Boolean(info), status: info ? 200 : 404, json: async () => info };
  };
  let minute = 0;
  const release = (...args: string[]) =>
    runRelease(args, { env, fetchJson, now: () => new Date(Date.UTC(2025, 0, 1, 12, minute++)), by: 'test' });
  return { release, asked };
}

const compatible = { federationName: 'mfe_menu', contractRange: `^${hostContractVersion()}` };

describe('pnpm release', () => {
  test('canary, promote, rollback: each prints what is now served', async () => {
    const { release, asked } = site({ b2: compatible });
    expect(await release('canary', 'mfe-menu', 'b2', '--percent', '10')).toBe(
      [
        'mfe-menu',
        '  stable  the root build, no release yet',
        '  canary  b2 for 10 % of diners, since 2025-01-01T12:00:00.000Z',
        '  last    2025-01-01T12:00:00.000Z canary b2 at 10 % by test',
      ].join('\n'),
    );
    // The build was looked for where the host's server reaches the remote.
    expect(asked).toEqual(['http://mfe-menu:8081/b/b2/build.json']);
    expect(await release('promote', 'mfe-menu')).toContain('  stable  b2\n  canary  none');
    const back = await release('rollback', 'mfe-menu');
    expect(back).toContain('  stable  the root build, no release yet');
    expect(back).toContain('rollback by test: stable b2 withdrawn');
    const list = await release('list');
    expect(list.split('\n').filter((line) => !line.startsWith(' '))).toEqual([
      'mfe-menu',
      'mfe-cart-checkout',
      'mfe-account-loyalty',
    ]);
    // The list shows the steps that led here, newest first; the root build says which it is.
    expect(list).toContain(
      [
        'mfe-menu',
        '  stable  the root build (build root-7), no release yet',
        '  canary  none',
        '  last    2025-01-01T12:02:00.000Z rollback by test: stable b2 withdrawn',
        '          2025-01-01T12:01:00.000Z promote by test',
        '          2025-01-01T12:00:00.000Z canary b2 at 10 % by test',
      ].join('\n'),
    );
  });

  test('a canary built against an incompatible contract is refused before release', async () => {
    const { release } = site({ b9: { federationName: 'mfe_menu', contractRange: '^99.0.0' } });
    await expect(release('canary', 'mfe-menu', 'b9', '--percent', '10')).rejects.toThrow(
      `refused: build b9 of mfe-menu needs contract ^99.0.0; this host has ${hostContractVersion()}`,
    );
    expect(await release('list')).toContain(
      'mfe-menu\n  stable  the root build (build root-7), no release yet\n  canary  none\n',
    );
  });

  test('a build that is not published, or is another remote’s, is refused', async () => {
    const { release } = site({ c1: { federationName: 'mfe_cart_checkout', contractRange: '^1.0.0' } });
    await expect(release('canary', 'mfe-menu', 'b404', '--percent', '10')).rejects.toThrow(
      'build b404 of mfe-menu is not published (http://mfe-menu:8081/b/b404/build.json: HTTP 404)',
    );
    await expect(release('canary', 'mfe-menu', 'c1', '--percent', '10')).rejects.toThrow(
      'does not describe a build of mfe-menu',
    );
  });

  test('wrong use says how to use it', async () => {
    const { release } = site({ b2: compatible });
    await expect(release('canary', 'mfe-menu', 'b2')).rejects.toThrow('--percent is required');
    await expect(release('canary', 'mfe-menu', 'b2', '--percent', 'ten')).rejects.toThrow(
      '--percent must be',
    );
    await expect(release('canary', 'mfe-menus', 'b2', '--percent', '5')).rejects.toThrow(
      'unknown remote "mfe-menus"',
    );
    await expect(release('promote', 'mfe-menu')).rejects.toThrow('mfe-menu has no canary to promote');
    await expect(release('deploy')).rejects.toThrow('usage:');
    await expect(release('list', '--force')).rejects.toThrow("Unknown option '--force'");
  });
});
