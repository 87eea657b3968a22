import { expectAccessible, logInThroughApi, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const AREA = '#owa-area-mfe-account-loyalty';

test.describe('guest history (spec 3 §2, §3 guestOrderHistory)', () => {
  test('a store with anonymous dine-in shows the guest icon; no orders kept gives the empty state', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    await page.goto('/owa/snappy/detail/G1001/1003/guest_history');
    await expect(page.getByRole('heading', { level: 1, name: 'Guest order history' })).toBeVisible();
    await expect(page.getByText('No guest orders on this device for this store yet.')).toBeVisible();
    // Maple Harbour Café allows anonymous dine-in with skip-checkout: the header links here.
    const icon = page.getByRole('link', { name: 'Guest order history' });
    await expect(icon).toHaveAttribute('href', '/owa/snappy/detail/G1001/1003/guest_history');
    // A drawn icon, not an emoji: Debian's Chromium has no emoji font and drew a box.
    await expect(icon.locator('svg')).toBeVisible();
    await expect(icon).toHaveText('');
    await expectAccessible(page, AREA);
    await context.close();
  });

  test('each order id kept for the store is fetched and shown', async ({ page }) => {
    await logInThroughApi(page);
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'guestOrderHistory',
        JSON.stringify({ '1001': ['ORD-1001-000011', 'ORD-1001-000012'], '1003': ['ORD-1003-X'] }),
      ),
    );
    await page.goto('/owa/snappy/detail/G1001/1001/guest_history');
    const orders = page.getByRole('article', { name: /^Order / });
    await expect(orders).toHaveCount(2);
    // Newest first: the last id pushed is the first shown.
    await expect(orders.first()).toHaveAccessibleName('Order A112');
    await expect(orders.first()).toContainText('3 × Classic Fries');
    await expect(page.getByRole('link', { name: 'Guest order history' })).toHaveCount(0);
    await expectAccessible(page, AREA);
  });
});
