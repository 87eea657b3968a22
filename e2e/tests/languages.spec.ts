import { expect, test } from '@playwright/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('languages: each app loads its own catalogue for the shell language', () => {
  test('Arabic turns the page right-to-left and every app speaks Arabic', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Menu remote, cart remote (parcel in the header) and the host, each from its own catalogue.
    await expect(page.getByRole('button', { name: 'أضف Classic Fries إلى السلة' })).toBeVisible();
    await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('السلة فارغة');
    await page.getByRole('button', { name: 'أضف Classic Fries إلى السلة' }).click();
    await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('السلة، منتج واحد');
  });

  test('French stays left-to-right, and an unknown stored language falls back to English', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'fr'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Accueil' })).toBeVisible();

    await page.addInitScript(() => window.localStorage.setItem('lang', 'klingon'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  });
});
