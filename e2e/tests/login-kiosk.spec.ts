import { orderContext } from '../support/dine-in';
import { expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

/**
 * Spec 3 §4 "Guest path (step 3)": kiosk mode (the kioskMode query, read once into the session)
 * forces the guest flow. At Maple Harbour Café (store 1003: anonymous dine-in, skip checkout) a
 * checkout's login opens on the guest step: no phone step, no way back to one.
 */
test('in kiosk mode the checkout login goes straight to the guest step', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/owa/snappy/al/G1001/scan/1003/7?kioskMode=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Harbour Café' })).toBeVisible();
  await expect.poll(async () => (await orderContext(page))?.tableId, { timeout: 20_000 }).toBe('7');
  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // In-app navigation: a reload would forget kiosk mode, which the host reads once.
  await page.evaluate(() => window.history.pushState(null, '', '/owa/snappy/detail/G1001/1003/checkout'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
  await expect(login.getByRole('button', { name: 'Place order as guest' })).toBeVisible();
  await expect(login.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
  await expect(login.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectAccessible(page, login);
});
