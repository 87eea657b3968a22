import { expectAccessible, resetDemoData } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

async function cartWithFries(page: Page): Promise<Locator> {
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.getByTestId('header-cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await expect(cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toContainText(
    'Classic Fries',
  );
  return cart;
}

async function chooseAddress(dialog: Locator, typed: string, label: RegExp) {
  const field = dialog.getByRole('combobox', { name: 'Delivery address' });
  await field.fill(typed);
  await dialog.getByRole('option', { name: label }).click();
}

test.describe('delivery address and providers (spec 2 §2, §4, §5)', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test('in range: 200 Bay St, totals TBD until the $15.00 minimum is met, provider switch re-validates', async ({
    page,
  }) => {
    const cart = await cartWithFries(page);
    await cart.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery address' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, dialog);

    await chooseAddress(dialog, '200 Bay', /200 Bay St/);
    const providers = dialog.getByRole('radiogroup');
    await expect(providers.getByRole('radio', { name: /Courier/ })).toBeChecked();
    await expect(dialog.getByTestId('delivery-fee-chip').first()).toHaveText('Starting at $3.99');
    await expect(dialog.getByTestId('delivery-fee-chip').nth(1)).toHaveText('Delivery fee: $2.99');
    await expect(dialog.getByRole('button', { name: 'Meet At Door' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Unit number (optional)' }).fill('1204');
    await expectAccessible(page, dialog);

    // The robot: the server checks the address again for it; it only meets outside and cannot schedule.
    const revalidated = page.waitForRequest((r) =>
      r.url().includes('/order/validate_address?provider=TINY_MILE'),
    );
    await providers.getByText('Robot delivery').click();
    await revalidated;
    await expect(providers.getByRole('radio', { name: /Robot delivery/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Meet Outside' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Leave At Door' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await providers.getByText('Courier').click();
    await expect(providers.getByRole('radio', { name: /Courier/ })).toBeChecked();

    await dialog.getByRole('button', { name: 'Deliver ASAP' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();

    // $4.99 is below the $15.00 minimum: the server says so once, the totals wait.
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('delivery-summary')).toHaveText('Delivering to 200 Bay St, Toronto');
    await expect(cart.getByTestId('cart-error-banner')).toHaveText(
      'Order amount too small for Delivery (Min: $15.00)',
    );
    const totals = cart.getByTestId('cart-totals');
    await expect(totals).toContainText('Delivery feeTBD');
    await expect(totals).toContainText('TotalTBD');
    await expectAccessible(page, cart);

    const line = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await cart.getByRole('button', { name: 'Add one Classic Fries' }).click();
    await cart.getByRole('button', { name: 'Add one Classic Fries' }).click();
    await expect(line).toContainText('$14.97');
    await expect(totals).toContainText('TotalTBD');
    await cart.getByRole('button', { name: 'Add one Classic Fries' }).click();
    await expect(line).toContainText('$19.96');
    await expect(cart.getByTestId('cart-error-banner')).toBeHidden();
    // 19.96 + 3.99 delivery, 13% tax on both: 2.59 + 0.52 → total 26.54 (the server's figures).
    await expect(totals).toContainText('Delivery fee$3.99');
    await expect(totals).not.toContainText('TBD');
    await expect(cart.getByRole('button', { name: 'Log in to check out' })).toBeEnabled();
  });

  test('out of range: 6301 Silver Dart Dr is refused with the fee chips at TBD; closing returns to Pickup', async ({
    page,
  }) => {
    const cart = await cartWithFries(page);
    await cart.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery address' });
    await chooseAddress(dialog, '6301 silver', /6301 Silver Dart Dr/);
    await expect(dialog.getByTestId('delivery-problem')).toHaveText(
      'Sorry, your address is not in the delivery range, please contact the store to place your order',
    );
    const chips = dialog.getByTestId('delivery-fee-chip');
    await expect(chips).toHaveCount(2);
    await expect(chips.first()).toHaveText('Delivery fee: TBD');
    await expect(chips.nth(1)).toHaveText('Delivery fee: TBD');
    await expectAccessible(page, dialog);

    // An address without a postal code is invalid before any range check.
    await chooseAddress(dialog, 'queen st', /Queen St W/);
    await expect(dialog.getByTestId('delivery-problem')).toHaveText(
      'The address you have entered is invalid, please try again',
    );

    // The dialog is not closed by its backdrop; its close button goes back to Pickup.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      cart.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Pickup' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('keyboard only: address chosen with the arrow keys and Enter', async ({ page }) => {
    const cart = await cartWithFries(page);
    await cart.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Delivery' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delivery address' });
    const field = dialog.getByRole('combobox', { name: 'Delivery address' });
    await expect(field).toBeFocused();
    await page.keyboard.type('toronto');
    await expect(dialog.getByRole('option')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('1 Yonge St, Toronto, ON M5E 1E5');
    await expect(dialog.getByRole('radio', { name: /Courier/ })).toBeChecked();
  });
});
