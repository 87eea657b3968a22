import { expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('languages (spec 3 §4): chosen in the header, kept, sent, right-to-left', () => {
  test('Arabic chosen in the header turns every app right-to-left and survives a reload', async ({
    page,
  }) => {
    await page.goto(STORE_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Language' });
    // The store names no display languages: the nine are offered.
    await expect(select.getByRole('option')).toHaveCount(9);
    await select.selectOption('ar');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'أضف Classic Fries إلى السلة' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('ar');
    await expectAccessible(page);

    // The page's own API calls (the banner's preload from the HTML is a picture, in the browser's words).
    const apiRequest = page.waitForRequest(
      (request) => request.url().includes('/api/v1/') && request.resourceType() === 'fetch',
    );
    await page.reload();
    expect((await apiRequest).headers()['accept-language']).toBe('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'أضف Classic Fries إلى السلة' })).toBeVisible();
    await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('السلة فارغة');
    // Chakra's own parts follow too: the header's flex row runs right to left.
    // Polled: the full header replaces the first-paint row once it loads, so a box may be gone a moment.
    await expect
      .poll(async () => {
        const [logo, select2] = await Promise.all([
          page.getByRole('navigation', { name: 'الموقع' }).getByRole('link').first().boundingBox(),
          page.getByRole('combobox', { name: 'اللغة' }).boundingBox(),
        ]);
        return logo !== null && select2 !== null && logo.x > select2.x;
      })
      .toBe(true);
    await expectAccessible(page);
  });

  test('French stays left-to-right, and an unknown stored language falls back to English', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'fr'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    await page.addInitScript(() => window.localStorage.setItem('lang', 'klingon'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
