import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT_BASE, startOwnHost, startProcess, waitForHealthy } from '../support/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CANARY_DIR = 'dist-canary';

function hostBuildFingerprint(): string {
  const dist = path.join(ROOT, 'host/dist');
  const hash = createHash('sha256');
  for (const file of readdirSync(dist).sort()) {
    if (file.endsWith('.js') || file.endsWith('.html'))
      hash.update(file).update(readFileSync(path.join(dist, file)));
  }
  return hash.digest('hex');
}

test('pointing the host at another build of a remote needs no host rebuild', async ({ page }) => {
  test.setTimeout(120_000);
  const before = hostBuildFingerprint();
  const buildId = `mfe-menu-canary-${Date.now()}`;
  execFileSync('pnpm', ['exec', 'rspack', 'build', '--config', 'rspack.config.mjs'], {
    cwd: path.join(ROOT, 'mfe-menu'),
    env: { ...process.env, OWA_OUT_DIR: CANARY_DIR, OWA_BUILD_ID: buildId },
    stdio: 'pipe',
  });

  const canaryPort = E2E_PORT_BASE + 300;
  const hostPort = E2E_PORT_BASE + 301;
  const canary = startProcess(
    {
      name: 'mfe-menu-canary',
      cwd: path.join(ROOT, 'mfe-menu'),
      command: ['node', 'server.mjs'],
      env: { PORT: String(canaryPort), OWA_DIST_DIR: CANARY_DIR },
      health: '',
    },
    { quiet: true },
  );
  const host = startOwnHost(hostPort, { MFE_MENU_URL: `http://localhost:${canaryPort}` });
  try {
    await waitForHealthy(`http://localhost:${canaryPort}/mf-manifest.json`, { child: canary });
    await waitForHealthy(`http://localhost:${hostPort}/owa/remotes.json`, { child: host });

    await page.goto(`http://localhost:${hostPort}/owa/r/maple-downtown/1001/ALLDAY`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    const builds = await page.evaluate(() => window.owaDiagnostics?.builds);
    expect(builds?.['mfe-menu']).toBe(buildId);

    // The same host build, started against the usual remote, runs the usual build.
    await page.goto(`http://localhost:${E2E_PORT_BASE}/owa/r/maple-downtown/1001/ALLDAY`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    const usual = await page.evaluate(() => window.owaDiagnostics?.builds);
    expect(usual?.['mfe-menu']).not.toBe(buildId);

    expect(hostBuildFingerprint()).toBe(before);
  } finally {
    canary.kill('SIGTERM');
    host.kill('SIGTERM');
    rmSync(path.join(ROOT, 'mfe-menu', CANARY_DIR), { recursive: true, force: true });
  }
});

declare global {
  interface Window {
    owaDiagnostics?: { builds: Record<string, string | undefined> };
  }
}
