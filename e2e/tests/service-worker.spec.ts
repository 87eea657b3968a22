import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/journey';
import { E2E_PORT_BASE, portsFrom, startOwnHost, startProcess, waitForHealthy } from '../support/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

/** Waits until the service worker controls the page and has cached the chunks the page used. */
async function warmServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller || !(await caches.has('owa-chunks'))) return 0;
          return (await (await caches.open('owa-chunks')).keys()).length;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(5);
}

test.describe('installable and fast on a repeat visit (service worker under /owa)', () => {
  test('a repeat visit takes the shell and the hashed chunks from the service worker, never the remote list', async ({
    page,
  }) => {
    await page.goto(STORE_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/owa/manifest/1001');
    await warmServiceWorker(page);

    const fromCache: string[] = [];
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!/\.js$/.test(url.pathname)) return;
      (response.fromServiceWorker() && /\.[0-9a-f]{8,}\.js$/.test(url.pathname)
        ? fromCache
        : fromNetwork
      ).push(url.href);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Classic Fries to cart' })).toBeVisible();
    // Host chunks and the menu remote's chunks (another origin) both came through the worker.
    expect(fromCache.some((url) => url.startsWith(`http://localhost:${E2E_PORT_BASE}/owa/`))).toBe(true);
    expect(
      fromCache.some((url) => url.startsWith(`http://localhost:${portsFrom(E2E_PORT_BASE).menu}/`)),
    ).toBe(true);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return urls.flat();
    });
    expect(cached.filter((url) => /remotes\.json|mf-manifest\.json|remoteEntry\.js/.test(url))).toEqual([]);
  });

  test('with the site unreachable, a page never visited shows the offline page', async ({ page }) => {
    test.setTimeout(120_000);
    const hostPort = E2E_PORT_BASE + 312;
    const host = startOwnHost(hostPort, {});
    try {
      await waitForHealthy(`http://localhost:${hostPort}/owa/remotes.json`, { child: host });
      await page.goto(`http://localhost:${hostPort}${STORE_PAGE}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
      await warmServiceWorker(page);
      host.kill('SIGTERM');
      await new Promise((resolve) => host.once('exit', resolve));
      await page.goto(`http://localhost:${hostPort}/owa/g/maple-co/G1001/`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expectAccessible(page);
    } finally {
      host.kill('SIGTERM');
    }
  });

  test('a redeployed remote is picked up on the next load, the worker notwithstanding', async ({ page }) => {
    test.setTimeout(180_000);
    const buildId = `mfe-menu-redeployed-${Date.now()}`;
    execFileSync('pnpm', ['exec', 'rspack', 'build', '--config', 'rspack.config.mjs'], {
      cwd: path.join(ROOT, 'mfe-menu'),
      env: { ...process.env, OWA_OUT_DIR: 'dist-sw-redeploy', OWA_BUILD_ID: buildId },
      stdio: 'pipe',
    });
    const menuPort = E2E_PORT_BASE + 310;
    const hostPort = E2E_PORT_BASE + 311;
    const startMenu = (dist: string) =>
      startProcess(
        {
          name: 'mfe-menu-sw',
          cwd: path.join(ROOT, 'mfe-menu'),
          command: ['node', 'server.mjs'],
          env: { PORT: String(menuPort), OWA_DIST_DIR: dist },
          health: '',
        },
        { quiet: true },
      );
    let menu = startMenu('dist');
    const host = startOwnHost(hostPort, { MFE_MENU_URL: `http://localhost:${menuPort}` });
    try {
      await waitForHealthy(`http://localhost:${menuPort}/mf-manifest.json`, { child: menu });
      await waitForHealthy(`http://localhost:${hostPort}/owa/remotes.json`, { child: host });
      await page.goto(`http://localhost:${hostPort}${STORE_PAGE}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
      await warmServiceWorker(page);
      const before = await page.evaluate(() => window.owaDiagnostics?.builds['mfe-menu']);
      expect(before).not.toBe(buildId);

      // The menu team redeploys at the same address.
      menu.kill('SIGTERM');
      await new Promise((resolve) => menu.once('exit', resolve));
      menu = startMenu('dist-sw-redeploy');
      await waitForHealthy(`http://localhost:${menuPort}/mf-manifest.json`, { child: menu });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
      expect(await page.evaluate(() => window.owaDiagnostics?.builds['mfe-menu'])).toBe(buildId);
    } finally {
      menu.kill('SIGTERM');
      host.kill('SIGTERM');
      rmSync(path.join(ROOT, 'mfe-menu', 'dist-sw-redeploy'), { recursive: true, force: true });
    }
  });
});

declare global {
  interface Window {
    owaDiagnostics?: { builds: Record<string, string | undefined> };
  }
}
