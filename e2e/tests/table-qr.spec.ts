import { expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

test.describe('table QR entry (spec 2 §4 "Table")', () => {
  test('the QR of table 7 lands on store 1003 with ?tid=7, keeping the other query parameters', async ({
    page,
  }) => {
    await page.goto('/owa/snappy/al/G1001/scan/1003/7?vc=summer');
    await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003(\/[A-Z]+)?\?(.*&)?tid=7/);
    expect(new URL(page.url()).searchParams.get('vc')).toBe('summer');
    // The QR's store is the page's store: the header follows store 1003 (of Maple & Co.).
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Maple & Co.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('lastStoreId'))).toBe('1003');
    await expectAccessible(page);
  });

  // Needs the menu branch (menu-selection goes on to store 1003's only menu) and the cart branch
  // (its cart:table-scanned handler sets table 7 and dine-in).
  test('store 1003 opens at table 7 in dine-in', async ({ page }) => {
    await page.goto('/owa/snappy/al/G1001/scan/1003/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Harbour Café' })).toBeVisible();
    const context = await page.evaluate(() => {
      const bus = (globalThis as Record<symbol, { current(name: string): unknown } | undefined>)[
        Symbol.for('owa.event-bus.v1')
      ];
      return bus?.current('cart:order-context') as { orderType: string; tableId: string | null } | undefined;
    });
    expect(context).toMatchObject({ orderType: 'DINE_IN', tableId: '7' });
  });
});
