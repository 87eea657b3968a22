import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const GROUP = '/owa/g/maple-co/G1001/';
/** 2026-11-20 05:00 in Toronto: Uptown (7 to 23) is closed, the 24-hour stores are open. */
const EARLY_MORNING = new Date('2026-11-20T10:00:00Z');

test.describe('group page (spec 1 §2.1)', () => {
  test("lists the group's three stores, open or closed now, each leading to its menus", async ({ page }) => {
    await page.clock.setFixedTime(EARLY_MORNING);
    await page.goto(GROUP);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple & Co.' })).toBeVisible();
    // The group page's own list (the shell's header lists the group's links too).
    const stores = page.getByRole('main').getByRole('listitem');
    await expect(stores).toHaveCount(3);
    const tile = (name: string) =>
      stores.filter({ has: page.getByRole('heading', { name: `Order from ${name}` }) });
    await expect(tile('Maple Downtown').getByTestId('store-open-state')).toHaveText('Open now');
    await expect(tile('Maple Uptown').getByTestId('store-open-state')).toHaveText('Closed now');
    await expect(tile('Maple Harbour Café').getByTestId('store-open-state')).toHaveText('Open now');
    await expect(tile('Maple Downtown')).toContainText('100 King St W');
    await expectAccessible(page, '#owa-area-mfe-menu');

    // One online menu: menu selection goes straight on, and the news pop-up is forced (spec 1 §2.2).
    await page.getByRole('link', { name: 'Order from Maple Downtown' }).click();
    await expect(page).toHaveURL(/\/owa\/r\/maple-downtown\/1001\/ALLDAY\?direct=true$/);
    const news = page.getByRole('dialog', { name: 'Store news' });
    await expect(news).toBeVisible();
    await expectAccessible(page, news);
    await news.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
  });

  test('a group that does not exist says so', async ({ page }) => {
    await page.goto('/owa/g/nowhere/G9999/');
    await expect(page.getByText('The store you are looking for could not be found')).toBeVisible();
  });
});

test.describe('group page on a 412 px phone, in Arabic', () => {
  test.use(PHONE);

  test('the stores stack and read right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.clock.setFixedTime(EARLY_MORNING);
    await page.goto(GROUP);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'اطلب من Maple Uptown' })).toBeVisible();
    await expect(page.getByText('مغلق الآن')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('group-phone-ar.png') });
    await expectAccessible(page, '#owa-area-mfe-menu');
  });
});
