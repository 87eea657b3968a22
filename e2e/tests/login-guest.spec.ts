import { orderContext } from '../support/dine-in';
import { expectAccessible, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';

/**
 * Login step 3, the guest path (spec 3 §4), at Maple Harbour Café (store 1003: anonymous dine-in,
 * skip checkout). The cart's own main button already goes straight to its guest checkout there (spec 2
 * §6: a guest who may proceed is not asked to log in), so step 3 is met when a visitor with a dine-in
 * cart opens the login dialog themselves (the header's Login/Sign Up, a reward, a coupon...).
 */
test('a visitor at table 7 with a cart is offered the guest step and places the order as a guest', async ({
  page,
}) => {
  // A QR entry, an order and the captcha's proof of work on two shared cores.
  test.setTimeout(120_000);
  await resetDemoData();
  await page.goto('/owa/snappy/al/G1001/scan/1003/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Harbour Café' })).toBeVisible();
  await expect.poll(async () => (await orderContext(page))?.tableId, { timeout: 20_000 }).toBe('7');
  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Login/Sign Up' }).click();
  const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
  await expect(login).toBeVisible();
  await expect(login.getByText('Phone · 1/3')).toBeVisible();
  await expectAccessible(page, login);
  await login.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(login.getByText('Guest · 3/3')).toBeVisible();
  await expectAccessible(page, login);
  // Back returns to step 1.
  await login.getByRole('button', { name: 'Back' }).first().click();
  await expect(login.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await login.getByRole('button', { name: 'Continue as guest' }).click();
  await login.getByRole('button', { name: 'Place order as guest' }).click();
  await expect(login).toBeHidden();

  // The cart's guest checkout takes over: paid in person once the captcha is solved.
  const place = page.getByRole('dialog', { name: 'Place your order' });
  await expect(place).toBeVisible();
  await place.getByText("I'm not a robot").click();
  const submit = place.getByRole('button', { name: 'Place order, pay in person' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await expectAccessible(page, place);
  await submit.click();

  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, success);
  // The order id joined store 1003's guest history.
  const history = await page.evaluate(() => window.localStorage.getItem('guestOrderHistory'));
  expect(JSON.parse(history ?? '{}')['1003']).toEqual([expect.stringMatching(/^ORD-1003-/)]);
  await expect(page.getByText('Failed to process order. Please try again.')).toHaveCount(0);
});

test('without a cart the login dialog has no guest step', async ({ page }) => {
  await page.goto('/owa/snappy/al/G1001/scan/1003/7');
  await expect.poll(async () => (await orderContext(page))?.tableId, { timeout: 20_000 }).toBe('7');
  await page.getByRole('button', { name: 'Login/Sign Up' }).click();
  const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
  await expect(login.getByText('Phone · 1/2')).toBeVisible();
  await expect(login.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
});
