import type { ChildProcess } from 'node:child_process';
import { type Deployable, type RunningSite, startProcess, startSite, waitForHealthy } from '../support/site';
import { expect, test } from '../support/test';

// Its own copy of the site, so stopping a remote here cannot disturb the other journeys.
const BASE = 9180;
let site: RunningSite;

test.beforeAll(async () => {
  site = await startSite(BASE);
});
test.afterAll(() => site?.stop());

function deployable(name: string): Deployable {
  const found = site.list.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no deployable ${name}`);
  return found;
}

async function stop(name: string): Promise<void> {
  const child = site.children.get(name) as ChildProcess;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function restart(name: string): Promise<void> {
  const child = startProcess(deployable(name), { quiet: true }) as ChildProcess;
  site.children.set(name, child);
  await waitForHealthy(deployable(name).health, { child });
}

const storePage = () => `http://localhost:${BASE}/owa/r/maple-downtown/1001/ALLDAY`;

test('with the cart remote down, the menu still works and the cart slot offers a retry that recovers', async ({
  page,
}) => {
  await stop('mfe-cart-checkout');
  await page.goto(storePage());

  await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Classic Fries' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();
  const cartFailure = page.locator('[data-area-failure="cart:header-cart-button"]');
  await expect(cartFailure).toContainText('This part of the page could not be loaded.');

  await restart('mfe-cart-checkout');
  await cartFailure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('header-cart-button')).toBeVisible();
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
});

test('with the menu remote down, the header works and the page area offers a retry that recovers', async ({
  page,
}) => {
  await stop('mfe-menu');
  await page.goto(storePage());

  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  await expect(page.getByTestId('header-cart-button')).toBeVisible();
  const menuFailure = page.locator('[data-area-failure="mfe-menu"]');
  await expect(menuFailure).toContainText('This part of the page could not be loaded.');

  await restart('mfe-menu');
  await menuFailure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
});

test('a failed remote is reported to the API error log as ChunkLoadError', async ({ page, request }) => {
  await stop('mfe-account-loyalty');
  const reports: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/order/error') && sent.method() === 'POST')
      reports.push(sent.postData() ?? '');
  });
  await page.goto(storePage());
  await expect(page.locator('[data-area-failure="account:header-account-menu"]')).toBeVisible();
  await expect.poll(() => reports.some((body) => body.includes('ChunkLoadError'))).toBe(true);
  await restart('mfe-account-loyalty');
  expect(request).toBeTruthy();
});

test('a menu entry script that fails once is loaded again under a fresh URL: no retry card', async ({
  page,
}) => {
  const menuOrigin = new URL(deployable('mfe-menu').health).origin;
  const entries: string[] = [];
  let failed = false;
  await page.route(`${menuOrigin}/**/remoteEntry.js`, async (route) => {
    entries.push(new URL(route.request().url()).pathname);
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 503, body: 'busy' });
  });
  await page.goto(storePage());

  await expect(page.getByRole('article', { name: 'Classic Fries' })).toBeVisible();
  await expect(page.locator('[data-area-failure="mfe-menu"]')).toHaveCount(0);
  expect(entries[0]).toBe('/remoteEntry.js');
  expect(entries.some((path) => /^\/_retry\d+\/remoteEntry\.js$/.test(path))).toBe(true);
});
