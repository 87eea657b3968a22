import { orderContext } from '../support/dine-in';
import { expectAccessible } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/** Every address the page's history took, in order (the shell's redirects replace entries). */
async function recordAddresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [window.location.pathname];
    (window as unknown as { __owaAddresses: string[] }).__owaAddresses = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(url, window.location.href).pathname);
        original(state, unused, url);
      };
    }
  });
}

const addresses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __owaAddresses: string[] }).__owaAddresses);

test.describe('table QR entry and the table’s menus (spec 1 §2.2, §4.4)', () => {
  test('table 7 has one menu: the QR opens the café menu without passing menu selection', async ({
    page,
  }) => {
    await recordAddresses(page);
    await page.goto('/owa/snappy/al/G1001/scan/1003/7?vc=summer');
    await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE\?vc=summer&tid=7&direct=true$/);
    await expect(page.getByRole('button', { name: 'Add Cappuccino to cart' })).toBeVisible();
    // Menu selection's address (/r/{slug}/{sid}) never came up: the shell went to the menu itself.
    expect(await addresses(page)).not.toContain('/owa/r/maple-harbour/1003');
    expect(await addresses(page)).toContain('/owa/r/maple-harbour/1003/CAFE');
    await expect.poll(async () => (await orderContext(page))?.tableId).toBe('7');
    expect(await orderContext(page)).toMatchObject({ orderType: 'DINE_IN', tableMenuCodes: ['CAFE'] });
    await expectAccessible(page);
  });

  test('table 12 has the café and wine menus: the QR leads to menu selection with both', async ({ page }) => {
    await page.goto('/owa/snappy/al/G1001/scan/1003/12');
    await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\?tid=12$/);
    await expect(page.getByRole('heading', { name: 'Choose a menu' })).toBeVisible();
    const wine = page.getByRole('listitem', { name: 'Wine List' });
    await expect(page.getByRole('listitem', { name: 'Café Menu' }).getByRole('link')).toBeVisible();
    await expect(wine.getByRole('link', { name: 'Wine List' })).toBeVisible();
    expect(await orderContext(page)).toMatchObject({ orderType: 'DINE_IN', tableId: '12' });
    await expectAccessible(page, '#owa-area-mfe-menu');
    await wine.getByRole('link', { name: 'Wine List' }).click();
    await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/WINE\?tid=12$/);
  });
});
