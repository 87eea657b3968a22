import { expectAccessible, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('order type selector (spec 1 §4.1, spec 2 §4 "Order type")', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test('leaving dine-in at a table asks first; the active type opens its time dialog', async ({ page }) => {
    // A diner seated at table M7 (what the table QR entry keeps in the cart team's storage).
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      const table = {
        orderType: 'DINE_IN',
        scheduledDay: null,
        scheduledTime: null,
        scheduleChosen: false,
        tableId: '7',
        tableDisplayNumber: 'M7',
        tableSetAt: Date.now(),
        enteredViaQr: true,
        tableMenuCodes: null,
        deliveryAddress: null,
        deliveryProvider: null,
        deliveryProviders: [],
        unitNumber: '',
        deliveryMessage: 'meet_at_door',
        dineInOnly: false,
        existingOrderId: null,
        takeout: false,
      };
      window.localStorage.setItem(
        'owa.order-context.v1',
        JSON.stringify({ storeId: '1001', byStore: { 1001: table } }),
      );
    });
    await page.goto(STORE_PAGE);
    await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
    await page.getByTestId('header-cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
    const types = cart.getByRole('group', { name: 'Order type' });
    await expect(types.getByRole('button', { name: 'Dine-in' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.getByText('Table M7')).toBeVisible();

    await types.getByRole('button', { name: 'Pickup' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Switch order type' });
    await expect(confirm).toContainText('Are you sure you want to switch from Dine-in ordering?');
    await expectAccessible(page, confirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(types.getByRole('button', { name: 'Dine-in' })).toHaveAttribute('aria-pressed', 'true');

    await types.getByRole('button', { name: 'Pickup' }).click();
    await page
      .getByRole('alertdialog', { name: 'Switch order type' })
      .getByRole('button', { name: 'Yes, switch' })
      .click();
    await expect(types.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.getByText('Table M7')).toHaveCount(0);
    // Store 1001 takes ASAP pickups: the time is published as chosen (ASAP), and said so.
    await expect(cart.getByTestId('schedule-summary')).toHaveText('Pickup: ASAP');

    // The active type again: its edit dialog, here the pickup time (store 1001 offers ASAP).
    await types.getByRole('button', { name: 'Pickup' }).click();
    const time = page.getByRole('dialog', { name: 'Pickup time' });
    await expect(time.getByRole('button', { name: 'ASAP' })).toHaveAttribute('aria-pressed', 'true');
    await time.getByRole('button', { name: 'Done' }).click();
    await expect(cart.getByTestId('schedule-summary')).toHaveText('Pickup: ASAP');
    await expectAccessible(page, cart);
  });
});
