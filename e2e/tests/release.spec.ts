import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectAccessible } from '../support/journey';
import { actAsDiner, buildMenuVariant, menuEntryFor, newDiner, release } from '../support/release';
import {
  E2E_PORT_BASE,
  portsFrom,
  startOwnHost,
  startProcess,
  stopAll,
  waitForHealthy,
} from '../support/site';
import { expect, type Page, test } from '../support/test';

// A team releases its remote alone (issue 21). One extra menu server (serving the menu's usual
// build at its root and the published builds under /b/) and one extra host with its own release
// directory; the API and the other two remotes are the suite's. Two builds of the menu are made:
// one whose search field reads "Search the new menu", and one whose application throws on mount.
const ROOT = path.resolve(import.meta.dirname, '../..');
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
const NEW_PLACEHOLDER = 'Search the new menu';
const menuPort = E2E_PORT_BASE + 340;
const hostPort = E2E_PORT_BASE + 341;
const origin = `http://localhost:${hostPort}`;

test.describe.configure({ mode: 'serial' });

let work: string;
let children: Map<string, ChildProcess>;
let releaseEnv: Record<string, string>;
let newBuild: string;
let failingBuild: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'owa-release-'));
  const builds = path.join(work, 'builds');
  newBuild = buildMenuVariant('new-placeholder', path.join(work, 'dist-new'), builds);
  failingBuild = buildMenuVariant('throws-on-mount', path.join(work, 'dist-failing'), builds);

  const menu = startProcess(
    {
      name: 'mfe-menu-releases',
      cwd: path.join(ROOT, 'mfe-menu'),
      command: ['node', 'server.mjs'],
      env: { PORT: String(menuPort), OWA_BUILDS_DIR: builds },
      health: '',
    },
    { quiet: true },
  );
  const suite = portsFrom(E2E_PORT_BASE);
  releaseEnv = {
    OWA_RELEASE_DIR: path.join(work, 'host-data'),
    MFE_MENU_URL: `http://localhost:${menuPort}`,
    MFE_CART_CHECKOUT_URL: `http://localhost:${suite.cart}`,
    MFE_ACCOUNT_LOYALTY_URL: `http://localhost:${suite.account}`,
    // A small site: three page views are enough for the error rate to be judged.
    OWA_RELEASE_MIN_VIEWS: '3',
  };
  const host = startOwnHost(hostPort, releaseEnv);
  children = new Map([
    ['menu', menu],
    ['host', host],
  ]);
  await waitForHealthy(`http://localhost:${menuPort}/b/${newBuild}/mf-manifest.json`, { child: menu });
  await waitForHealthy(`${origin}/owa/remotes.json`, { child: host });
});

test.afterAll(() => {
  if (children) stopAll(children);
  if (work) rmSync(work, { recursive: true, force: true });
});

const entryOf = (build: string) => `http://localhost:${menuPort}/b/${build}/remoteEntry.js`;
const rootEntry = `http://localhost:${menuPort}/remoteEntry.js`;
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });

async function openStorePage(page: Page, query = ''): Promise<void> {
  await page.goto(`${origin}${STORE_PAGE}${query}`);
  await expect(page.getByRole('article', { name: 'Classic Fries' })).toBeVisible();
}

test('a 10 % canary reaches 5–15 % of 600 new diners, the same ones on reload, and a tester who pins it', async ({
  page,
  context,
  request,
}) => {
  const printed = release(['canary', 'mfe-menu', newBuild, '--percent', '10'], releaseEnv);
  expect(printed).toContain(`canary  ${newBuild} for 10 % of diners`);

  // 600 fresh cookie jars. The share is a draw: with 200 it fell outside 5–15 % 1.3 % of the time
  // (a CI run drew 32); with 600, 30 to 90 fail to happen 0.005 % of the time.
  const diners: { dinerId: string; menuEntry: string }[] = [];
  for (let batch = 0; batch < 30; batch += 1)
    diners.push(...(await Promise.all(Array.from({ length: 20 }, () => newDiner(origin)))));
  const canaryDiners = diners.filter((diner) => diner.menuEntry === entryOf(newBuild));
  expect(diners.every((diner) => [entryOf(newBuild), rootEntry].includes(diner.menuEntry))).toBe(true);
  expect(canaryDiners.length).toBeGreaterThanOrEqual(30);
  expect(canaryDiners.length).toBeLessThanOrEqual(90);
  // The same diners again: each is served what they were served.
  const again = await Promise.all(diners.map((diner) => menuEntryFor(origin, diner.dinerId)));
  expect(again).toEqual(diners.map((diner) => diner.menuEntry));

  // A canary diner's page: its preload hints and its code are the new build's, on every reload.
  const canaryDiner = canaryDiners[0]?.dinerId ?? '';
  const html = await (
    await request.get(`${origin}${STORE_PAGE}`, { headers: { cookie: `owa_diner=${canaryDiner}` } })
  ).text();
  expect(html).toContain(`<link rel="preload" href="${entryOf(newBuild)}" as="script" fetchpriority="low">`);
  expect(html).not.toContain(rootEntry);
  await actAsDiner(context, origin, canaryDiner);
  await openStorePage(page);
  await expect(searchField(page)).toHaveAttribute('placeholder', NEW_PLACEHOLDER);
  expect(await page.evaluate(() => window.owaDiagnostics?.builds['mfe-menu'])).toBe(newBuild);
  await page.reload();
  await expect(searchField(page)).toHaveAttribute('placeholder', NEW_PLACEHOLDER);

  // A diner on the stable build sees it only with the tester's pin, for as long as it is pinned.
  const stableDiner = diners.find((diner) => diner.menuEntry === rootEntry)?.dinerId ?? '';
  await context.clearCookies();
  await actAsDiner(context, origin, stableDiner);
  await openStorePage(page);
  await expect(searchField(page)).toHaveAttribute('placeholder', 'Search');
  await openStorePage(page, '?remotes=mfe-menu@canary');
  await expect(searchField(page)).toHaveAttribute('placeholder', NEW_PLACEHOLDER);
  await openStorePage(page);
  await expect(searchField(page)).toHaveAttribute('placeholder', NEW_PLACEHOLDER);
  await openStorePage(page, '?remotes=');
  await expect(searchField(page)).toHaveAttribute('placeholder', 'Search');
});

test('promote serves the canary to everyone; rollback returns everyone to the old build, no restart', async ({
  page,
}) => {
  const host = children.get('host');
  expect(release(['promote', 'mfe-menu'], releaseEnv)).toContain(`stable  ${newBuild}\n  canary  none`);
  const fresh = await Promise.all(Array.from({ length: 20 }, () => newDiner(origin)));
  expect(fresh.map((diner) => diner.menuEntry)).toEqual(fresh.map(() => entryOf(newBuild)));
  await openStorePage(page);
  await expect(searchField(page)).toHaveAttribute('placeholder', NEW_PLACEHOLDER);

  const back = release(['rollback', 'mfe-menu'], releaseEnv);
  expect(back).toContain('stable  the root build, no release yet');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Classic Fries' })).toBeVisible();
  await expect(searchField(page)).toHaveAttribute('placeholder', 'Search');
  for (const diner of fresh) expect(await menuEntryFor(origin, diner.dinerId)).toBe(rootEntry);
  // The same host process served every step.
  expect(children.get('host')).toBe(host);
  expect(host?.exitCode).toBeNull();
});

test('a canary whose application throws on mount is rolled back by itself; diners then see the stable menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  release(['canary', 'mfe-menu', failingBuild, '--percent', '50'], releaseEnv);

  // Three testers' page loads on the canary: the menu's area fails alone, the cart's and the
  // account's parts of the header keep working, and each page reports the failure.
  for (let view = 0; view < 3; view += 1) {
    const reported = page.waitForRequest(
      (sent) =>
        sent.url().endsWith('/api/v1/order/error') &&
        (sent.postData() ?? '').includes('Remote mfe-menu failed'),
    );
    await page.goto(`${origin}${STORE_PAGE}?remotes=mfe-menu@canary`);
    const failure = page.locator('[data-area-failure="mfe-menu"]');
    await expect(failure).toContainText('This part of the page could not be loaded.');
    await expect(page.getByTestId('header-cart-button')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();
    const report = (await reported).postDataJSON() as { error: string };
    expect(report.error).toMatch(new RegExp(`^\\[mfe-menu@${failingBuild}\\] Remote mfe-menu failed: `));
    if (view === 0) await expectAccessible(page);
  }

  await expect
    .poll(() => release(['list'], releaseEnv), { timeout: 15_000 })
    .toMatch(new RegExp(`auto-rollback by host: canary ${failingBuild}: error reports per page view`));
  expect(release(['list'], releaseEnv)).toContain('mfe-menu\n  stable  the root build');

  // The same tester, still pinned to "the canary": there is none, so the stable menu, and it works.
  await openStorePage(page, '?remotes=mfe-menu@canary');
  await expect(searchField(page)).toHaveAttribute('placeholder', 'Search');
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  const diner = await newDiner(origin);
  expect(diner.menuEntry).toBe(rootEntry);
});

declare global {
  interface Window {
    owaDiagnostics?: { builds: Record<string, string | undefined> };
  }
}
