import { orderContext } from '../support/dine-in';
import { expectAccessible, PHONE, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * The café's QR entry to a guest order (issue 11 point 2) on a 412 px phone, in Arabic, with the
 * keyboard alone: Tab to a control, Enter or Space to use it.
 */
test.use({ ...PHONE });

interface Focused {
  readonly label: string;
  readonly type: string | null;
}

/** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, matches: (focused: Focused) => boolean, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return {
        label: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
        type: element?.getAttribute('type') ?? null,
      };
    });
    if (matches(focused)) return;
  }
  throw new Error(`no focusable control matched within ${limit} Tab presses`);
}

test('QR entry at café table 7 to a guest order paid in person, in Arabic, by keyboard alone', async ({
  page,
}) => {
  test.slow();
  await resetDemoData();
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
  await page.goto('/owa/snappy/al/G1001/scan/1003/7');
  await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE\?(.*&)?tid=7/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The header's Login/Sign Up keeps to one line where the row has room (a fixed width wrapped it).
  const login = page.getByRole('button', { name: 'تسجيل الدخول/إنشاء حساب' });
  await expect(login).toBeVisible();
  const lineTops = await login.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lineTops).toBe(1);
  await expect.poll(async () => (await orderContext(page))?.tableMenuCodes).toEqual(['CAFE']);

  await tabTo(page, ({ label }) => label === 'أضف Cappuccino إلى السلة');
  await page.keyboard.press('Enter');
  const cartButton = page.getByTestId('header-cart-button');
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText('الطاولة 7')).toBeVisible();
  await expectAccessible(page, cart);
  await tabTo(page, ({ label }) => label === 'اطلب وادفع في المطعم');
  await page.keyboard.press('Enter');

  const place = page.getByRole('dialog', { name: 'قدّم طلبك' });
  await expect(place).toBeVisible();
  // The captcha widget speaks the page's language too.
  const robot = place.getByRole('checkbox', { name: 'أنا لست روبوتاً' });
  await expect(robot).toBeVisible({ timeout: 20_000 });
  await tabTo(page, ({ type }) => type === 'checkbox', 10);
  await expect(robot).toBeFocused();
  await page.keyboard.press('Space');
  const submit = place.getByRole('button', { name: 'اطلب وادفع في المطعم' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await expectAccessible(page, place);
  await tabTo(page, ({ label }) => label === 'اطلب وادفع في المطعم', 10);
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: 'شكرًا لطلبك!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByText(/^رقم الطلب D/)).toBeVisible();
  await expectAccessible(page, success);
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  await expect.poll(async () => (await orderContext(page))?.existingOrderId).toMatch(/^ORD-1003-/);
});
