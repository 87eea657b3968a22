import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const DOWNTOWN = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('store page by keyboard on a 412 px phone in Arabic', () => {
  test.use(PHONE);

  test('Shift+Tab back up the menu never leaves the focus under the sticky category bar', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('lang', 'ar');
      window.localStorage.setItem('owa.menu.visited.1001', '1');
    });
    await page.goto(DOWNTOWN);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const fries = page.getByRole('article', { name: 'Classic Fries' });
    await fries.getByRole('button', { name: 'أضف Classic Fries إلى السلة' }).focus();
    await page.keyboard.press('Enter');
    await expect(fries.getByRole('button', { name: 'إضافة واحد من Classic Fries' })).toBeFocused();
    await expect(fries.getByRole('status')).toHaveText('1 في السلة');

    const bar = page.locator('[data-menu-sticky-bar]');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const barBottom = (await bar.boundingBox())?.height ?? 0;
      const focusedTop = await page.evaluate(
        () => (document.activeElement as HTMLElement).getBoundingClientRect().top,
      );
      expect(focusedTop, `focus ${step + 1} sits below the sticky bar`).toBeGreaterThanOrEqual(barBottom);
    }
    await expectAccessible(page, '#owa-area-mfe-menu');
  });
});
