import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const SLICE_STORE = '/owa/r/slice-queen-west/4521/PIZZA';

test.describe("Slice Republic's own header and footer (spec 1 §1, group G4520)", () => {
  test('brand links, the fixed price line, and the footer replace the standard chrome', async ({ page }) => {
    await page.goto(SLICE_STORE);
    const header = page.getByTestId('custom-header');
    const brand = header.getByRole('navigation', { name: 'Slice Republic' });
    for (const name of ['Privacy', 'Nutrition', 'Contact'])
      await expect(brand.getByRole('link', { name })).toBeVisible();
    const prices = header.getByRole('list', { name: 'Pizza prices' });
    await expect(prices.getByRole('listitem')).toHaveText([
      'Small $12.99',
      'Medium $15.99',
      'Large $19.99',
      'X-Large $23.99',
    ]);
    await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
    // The shell's tools stay: language and the cart and account slots.
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(header.getByTestId('header-cart-button')).toBeVisible();
    await expect(page.getByTestId('custom-footer').getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expectAccessible(page);
  });

  test("focus rings on the brand's solid header take its contrast colour (WCAG 2.2 1.4.11)", async ({
    page,
  }) => {
    await page.goto(SLICE_STORE);
    const header = page.getByTestId('custom-header');
    const privacy = header.getByRole('link', { name: 'Privacy' });
    await privacy.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(privacy).toBeFocused();
    // The default grey ring measured 2.2:1 on the brand's fill; its contrast colour reaches 4.5:1 there.
    const [ring, text] = await privacy.evaluate((link) => [
      getComputedStyle(link).outlineColor,
      getComputedStyle(link.closest('[data-testid="custom-header"]') as Element).color,
    ]);
    expect(ring).toBe(text);
    expect(ring).toBe('rgb(255, 255, 255)');
  });

  test('Maple & Co. keeps the standard header', async ({ page }) => {
    await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByTestId('custom-header')).toHaveCount(0);
  });

  test('on a phone in Arabic the custom header is translated and fits', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(SLICE_STORE);
    const header = page.getByTestId('custom-header');
    await expect(header.getByRole('link', { name: 'الخصوصية' })).toBeVisible();
    await expect(header.getByRole('list', { name: 'أسعار البيتزا' })).toContainText('صغيرة');
    const box = await header.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(412);
    await expectAccessible(page);
    await context.close();
  });
});
