import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds mfe-menu with one deliberate difference (support/menu-variant) into `outDir` and publishes
 * it into `buildsDir` as the menu team's build does (`owa-publish`): named by its content hash.
 */
export function buildMenuVariant(
  variant: 'new-placeholder' | 'throws-on-mount',
  outDir: string,
  buildsDir: string,
): string {
  execFileSync(
    'pnpm',
    ['exec', 'rspack', 'build', '--config', '../e2e/support/menu-variant/rspack.config.mjs'],
    {
      cwd: path.join(ROOT, 'mfe-menu'),
      env: { ...process.env, OWA_MENU_VARIANT: variant, OWA_OUT_DIR: outDir, OWA_BUILD_ID: '' },
      stdio: 'pipe',
    },
  );
  const published = execFileSync(
    'node',
    [path.join(ROOT, 'tools/static-server/publish-cli.mjs'), outDir, buildsDir],
    {
      encoding: 'utf8',
    },
  );
  const buildId = /build ([A-Za-z0-9._-]+) in /.exec(published)?.[1];
  if (!buildId) throw new Error(`owa-publish said: ${published}`);
  return buildId;
}

/** `pnpm release …` against a host's data folder and remotes, as an operator runs it; what it printed. */
export function release(args: string[], env: Record<string, string>): string {
  return execFileSync('node', [path.join(ROOT, 'host/server/release/cli.mjs'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** A diner's first answer of /owa/remotes.json (no cookie yet): the menu entry served and their id. */
export async function newDiner(origin: string): Promise<{ dinerId: string; menuEntry: string }> {
  const response = await fetch(`${origin}/owa/remotes.json`);
  const dinerId = response.headers
    .getSetCookie()
    .map((cookie) => /^owa_diner=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!dinerId) throw new Error('a new diner was given no owa_diner cookie');
  return { dinerId, menuEntry: await menuEntryOf(response) };
}

/** The menu entry a diner known by `dinerId` is served now. */
export async function menuEntryFor(origin: string, dinerId: string, query = ''): Promise<string> {
  return menuEntryOf(
    await fetch(`${origin}/owa/remotes.json${query}`, { headers: { cookie: `owa_diner=${dinerId}` } }),
  );
}

async function menuEntryOf(response: Response): Promise<string> {
  const list = (await response.json()) as { remotes: { name: string; entry: string }[] };
  const menu = list.remotes.find((remote) => remote.name === 'mfe-menu');
  if (!menu) throw new Error('the remote list names no mfe-menu');
  return menu.entry;
}

/** The browser becomes that diner (the host's first-party cookie). */
export async function actAsDiner(context: BrowserContext, origin: string, dinerId: string): Promise<void> {
  await context.addCookies([{ name: 'owa_diner', value: dinerId, url: `${origin}/owa/` }]);
}
