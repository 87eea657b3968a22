import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/journey';

test.describe('table QR entry (spec 2 §4 "Table")', () => {
  test('the QR of table 7 lands on store 1003 with ?tid=7, keeping the other query parameters', async ({
    page,
  }) => {
    await page.goto('/owa/snappy/al/G1001/scan/1003/7?vc=summer');
    await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003(\/[A-Z]+)?\?(.*&)?tid=7/);
    expect(new URL(page.url()).searchParams.get('vc')).toBe('summer');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Harbour Café' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the table is set and the order is dine-in (needs the cart team`s cart:table-scanned handler)', async ({
    page,
  }) => {
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
