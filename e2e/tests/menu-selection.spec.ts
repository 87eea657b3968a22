import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

/** 2026-11-20 09:00 in Toronto: breakfast (7 to 11) is served, lunch (11 to 23) is not yet. */
const NINE_AM = new Date('2026-11-20T14:00:00Z');

test.describe('menu selection (spec 1 §2.2)', () => {
  test('store 1001 has one online menu: straight to ALLDAY, keeping the referrer', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
    await page.goto('/owa/r/maple-downtown/1001?referrer=42');
    await expect(page).toHaveURL(/\/owa\/r\/maple-downtown\/1001\/ALLDAY\?referrer=42&direct=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    // The referrer came along: the referral banner first, then the forced news.
    await expect(page.getByRole('dialog', { name: 'Refer a friend' })).toBeVisible();
  });

  test('store 1002 lists Breakfast and Lunch, only breakfast available at 09:00', async ({ page }) => {
    await page.clock.setFixedTime(NINE_AM);
    await page.goto('/owa/r/maple-uptown/1002');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Uptown' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a menu' })).toBeVisible();
    const breakfast = page.getByRole('listitem', { name: 'Breakfast' });
    const lunch = page.getByRole('listitem', { name: 'Lunch & Dinner' });
    await expect(breakfast.getByTestId('menu-availability')).toHaveText('Available now');
    await expect(breakfast).toContainText('Hours: 7:00 am - 11:00 am');
    await expect(lunch.getByTestId('menu-availability')).toHaveText('Unavailable now');
    await expect(lunch).toContainText('Hours: 11:00 am - 11:00 pm');
    await expect(lunch.getByRole('link')).toHaveCount(0);
    await expectAccessible(page, '#owa-area-mfe-menu');
    await breakfast.getByRole('link', { name: 'Breakfast' }).click();
    await expect(page).toHaveURL(/\/owa\/r\/maple-uptown\/1002\/BREAKFAST$/);
    await expect(
      page.getByRole('article', { name: 'Pancakes' }).or(page.getByRole('article').first()),
    ).toBeVisible();
  });

  test("store ids that are missing, 'null' or short and non-numeric go to 404", async ({ page }) => {
    await page.goto('/owa/r/maple-uptown/null');
    await expect(page).toHaveURL(/\/owa\/404$/);
    await page.goto('/owa/r/maple-uptown/ab');
    await expect(page).toHaveURL(/\/owa\/404$/);
    await page.goto('/owa/r/nowhere/9999');
    await expect(page).toHaveURL(/\/owa\/404$/);
  });
});

test.describe('menu selection on a 412 px phone, in Arabic', () => {
  test.use(PHONE);

  test('the menus read right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.clock.setFixedTime(NINE_AM);
    await page.goto('/owa/r/maple-uptown/1002');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'اختر قائمة' })).toBeVisible();
    await expect(page.getByText('متاح الآن', { exact: true })).toBeVisible();
    await expect(page.getByText('غير متاح الآن')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('menu-selection-phone-ar.png') });
    await expectAccessible(page, '#owa-area-mfe-menu');
  });
});
