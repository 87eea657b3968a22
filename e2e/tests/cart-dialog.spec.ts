import { expectAccessible, logInThroughApi, PHONE, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

async function addItems(page: Page, items: [string, number][]) {
  for (const [name, times] of items) {
    // After the first, the card's Add has turned into its quantity stepper (spec 1 §4.7).
    for (let i = 0; i < times; i += 1)
      await page.getByRole('button', { name: i === 0 ? `Add ${name} to cart` : `Add one ${name}` }).click();
  }
}

async function openCart(page: Page) {
  await page.getByTestId('header-cart-button').click();
  const dialog = page.getByRole('dialog', { name: 'Maple Downtown' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('cart dialog (spec 2 §2, §4 Cart lines)', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test('lines priced by the server, + / − / remove, totals, and the order type selector', async ({
    page,
  }) => {
    await page.goto(STORE_PAGE);
    await addItems(page, [
      ['Classic Fries', 2],
      ['Onion Rings', 1],
    ]);
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
    // The store page is the menu team's; this journey answers for the cart's own parts on it.
    await expectAccessible(page, '[data-slot="cart:header-cart-button"]');

    const cart = await openCart(page);
    // Measured once the opening animation has settled.
    await expect.poll(async () => Math.round((await cart.boundingBox())?.width ?? 0)).toBe(450);
    const lines = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Classic Fries');
    await expect(lines.first()).toContainText('$9.98');
    await expect(cart.getByTestId('cart-totals')).toContainText('Subtotal$15.47');
    // 13% tax on $15.47 is $2.01; the total is the server's.
    await expect(cart.getByTestId('cart-totals')).toContainText('Total$17.48');
    await expect(
      cart.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Pickup' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, cart);

    await cart.getByRole('button', { name: 'Add one Onion Rings' }).click();
    await expect(lines.nth(1)).toContainText('$10.98');
    await expect(page.getByTestId('header-cart-count')).toHaveText('4');
    await cart.getByRole('button', { name: 'Remove one Classic Fries' }).click();
    await expect(lines.first()).toContainText('$4.99');
    await cart.getByRole('button', { name: 'Remove one Classic Fries' }).click();
    await expect(lines).toHaveCount(1);
    await cart.getByRole('button', { name: 'Remove Onion Rings' }).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Start Shopping' })).toBeVisible();
    await cart.getByRole('button', { name: 'Start Shopping' }).click();
    await expect(cart).toBeHidden();
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
  });

  test('full screen on a 412 px phone, by touch', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    await page.goto(STORE_PAGE);
    await page.getByRole('button', { name: 'Add Classic Fries to cart' }).tap();
    await page.getByTestId('header-cart-button').tap();
    const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
    await expect(cart).toBeVisible();
    // The cart's own lines (the menu's suggestions are a list of their own).
    await expect(cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toContainText(
      'Classic Fries',
    );
    await page.screenshot({ path: 'test-results/cart-dialog-412.png' });
    await expect.poll(async () => Math.round((await cart.boundingBox())?.width ?? 0)).toBe(412);
    expect(Math.round((await cart.boundingBox())?.height ?? 0)).toBe(915);
    await expect(cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toContainText(
      'Classic Fries',
    );
    await page.screenshot({ path: 'test-results/cart-dialog-412.png' });
    await expectAccessible(page, cart);
    await context.close();
  });

  test('a logged-in diner with a priced pickup cart goes from the main button to the checkout route', async ({
    page,
  }) => {
    await logInThroughApi(page);
    await page.goto(STORE_PAGE);
    await addItems(page, [['Classic Fries', 1]]);
    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Change time' }).click();
    const time = page.getByRole('dialog', { name: 'Pickup time' });
    await time.getByRole('button', { name: 'Done' }).click();
    await expect(cart.getByTestId('schedule-summary')).toHaveText('Pickup: ASAP');
    const checkout = cart.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeEnabled();
    await checkout.click();
    await expect(page).toHaveURL(/\/owa\/snappy\/detail\/G1001\/1001\/checkout$/);
    await expect(cart).toBeHidden();
  });
});
