import AxeBuilder from '@axe-core/playwright';
import { expectAccessible, logInThroughApi, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const MAPLE_STORE = '/owa/r/maple-downtown/1001/ALLDAY';
const SLICE_STORE = '/owa/r/slice-queen-west/4521/PIZZA';

test.describe('the shell: routes, guards and header (spec 1 §2.1–2.3)', () => {
  test('an unknown path goes to /404 with the page-not-found text', async ({ page }) => {
    await page.goto('/owa/nope');
    await expect(page).toHaveURL(/\/owa\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for could not be found.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a table QR of a store that does not exist lands on the store-not-found page', async ({ page }) => {
    await page.goto('/owa/snappy/al/G1001/scan/999999/7');
    await expect(page).toHaveURL(/\/owa\/404\?notFound=store$/);
    await expect(
      page.getByText(
        'The store you are looking for could not be found. It may have been moved, deleted, or the URL may be incorrect.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the home page lists the demo groups and their stores', async ({ page }) => {
    await page.goto('/owa/');
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants of Maple & Co.' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Restaurants of Slice Republic' }),
    ).toBeVisible();
    for (const store of [
      'Maple Downtown',
      'Maple Uptown',
      'Maple Harbour Café',
      'Slice Republic Queen West',
    ]) {
      await expect(page.getByRole('link', { name: store })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Maple Downtown' }).click();
    // menu-selection, which goes on to the store's only menu (the menu team's route).
    await expect(page).toHaveURL(/\/owa\/r\/maple-downtown\/1001/);
  });

  test('Locations shows for a group of several stores and leads to its group page; the group links show', async ({
    page,
  }) => {
    await page.goto(MAPLE_STORE);
    const header = page.getByRole('navigation', { name: 'Site' });
    await expect(header.getByRole('link', { name: 'Locations' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Catering (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://catering.maple-co.example/',
    );
    // The logo behaves like back: from the store, the group page.
    await expect(header.getByRole('link', { name: 'Maple & Co.' })).toHaveAttribute(
      'href',
      '/owa/g/maple-co/G1001/',
    );
    await expect(header.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectAccessible(page);
    await header.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/owa\/g\/maple-co\/G1001\/$/);
  });

  test('a single-store group has no Locations button', async ({ page }) => {
    await page.goto(SLICE_STORE);
    await expect(page.getByTestId('custom-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Slice Republic Queen West' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Locations' })).toHaveCount(0);
  });

  test('kioskMode and PixelCode are read once and leave the address; tid stays', async ({ page }) => {
    await page.goto(`${MAPLE_STORE}?kioskMode=1&PixelCode=px1&tid=3`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    await expect(page).toHaveURL(/\/ALLDAY\?tid=3$/);
  });

  test('the stripe return handler renders without the header', async ({ page }) => {
    await page.goto('/owa/snappy/detail/G1001/1001/3ds_success_handler');
    await page.waitForFunction(() => document.getElementById('owa-boot') === null);
    await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
  });

  test('the account area asks a logged-out diner to log in, and opens for a logged-in one', async ({
    page,
  }) => {
    await page.goto('/owa/snappy/detail/G1001/1001/account');
    // The page opens the login dialog itself: checked once it is open (axe during its fade-in, or
    // the heading looked for while the modal hides it, made this journey depend on timing).
    const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
    await expect(login).toBeVisible();
    await expectAccessible(page, login);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
    await expectAccessible(page);

    await logInThroughApi(page);
    await page.goto('/owa/snappy/detail/G1001/1001/account');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toHaveCount(0);
  });

  test('a logged-in diner opening the register path goes home', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/owa/snappy/detail/G1001/1001/m/ALLDAY/register');
    await expect(page).toHaveURL(/\/owa\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order online' })).toBeVisible();
  });

  // The button mounts after the first paint: it must show for a page scrolled before it mounted.
  test('on a phone, back-to-top appears past 200 px and takes the diner up', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(MAPLE_STORE);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(backToTop).toBeVisible();
    await expectAccessible(page);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
    await expect(backToTop).toHaveCount(0);
    // The keyboard: the button is reachable by focus and Enter takes the diner up.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(backToTop).toBeVisible();
    await backToTop.focus();
    await expect(backToTop).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
    await context.close();
  });
});

test.describe('the brand colour passes WCAG 2.2 AA (issue 10 point 10)', () => {
  for (const [name, path] of [
    ['Maple Downtown', '/owa/r/maple-downtown/1001/ALLDAY'],
    ['Slice Republic Queen West', '/owa/r/slice-queen-west/4521/PIZZA'],
  ] as const) {
    test(`axe finds no colour-contrast violation on ${name}'s store page, desktop and phone`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('header-cart-button')).toBeVisible();
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 412, height: 915 },
      ]) {
        await page.setViewportSize(viewport);
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual(
          [],
        );
      }
    });
  }
});
