import { DEMO_CODE, expectAccessible, JANE, logInThroughApi, PHONE, resetDemoData } from '../support/journey';
import { E2E_PORT_BASE, portsFrom } from '../support/site';
import { expect, type Page, test } from '../support/test';

const ACCOUNT = '/owa/snappy/detail/G1001/1001/account';
/** The account route's own area: the host's header has findings of its own, outside this team's code. */
const AREA = '#owa-area-mfe-account-loyalty';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('account area (spec 3 §2, §4)', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test("Jane's three tabs: 1,250 points and $20.00, 12 orders paged by 10, Visa •••• 4242", async ({
    page,
  }) => {
    await logInThroughApi(page);
    await page.goto(ACCOUNT);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByTestId('account-points')).toHaveText('1,250 points');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$20.00');
    await expect(page.getByText('jane@example.com')).toBeVisible();
    await expectAccessible(page, AREA);

    await openTab(page, 'Order history');
    await expect(page).toHaveURL(/tab=tab-2/);
    const orders = page.getByRole('article', { name: /^Order / });
    await expect(orders).toHaveCount(10);
    await expect(page.getByText('Showing 10 of 12 orders')).toBeVisible();
    await expect(orders.first().getByTestId('order-status')).toHaveText('Completed');
    await expect(orders.first()).toContainText('3 × Classic Fries');
    await expect(orders.first()).toContainText('Total');
    // Each order leads to the cart team's status page (issue 23), built from the contract's route.
    await expect(orders.first().getByRole('link', { name: /^Track order / })).toHaveAttribute(
      'href',
      /^\/owa\/snappy\/detail\/G1001\/1001\/order\/[^/]+$/,
    );
    await page.getByRole('button', { name: 'Load more orders' }).click();
    await expect(orders).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more orders' })).toBeHidden();
    await expect(page.getByText('Cancelled')).toBeVisible();
    await expect(page.getByText('Refunded')).toBeVisible();
    await expectAccessible(page, AREA);

    await openTab(page, 'Payment methods');
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await expect(page.getByTestId('saved-card')).toContainText('Visa •••• 4242');
    await expect(page.getByTestId('saved-card')).toContainText('Expires 12/30');
  });

  test('contact info editing shows the required-field and e-mail messages', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto(ACCOUNT);
    await page.getByRole('button', { name: 'Edit personal info' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByText('E-mail is invalid')).toBeVisible();
    await expectAccessible(page, AREA);
  });

  test('add a card through the card dialog, then delete it (phone)', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    await logInThroughApi(page);
    await page.goto(`${ACCOUNT}?tab=tab-3`);
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add payment method' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
    await expectAccessible(page, dialog);

    await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Jane Doe');
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('11/31');
    await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByText('Postal Code incorrect')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('M5X 1A9');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
    await expect(page.getByTestId('saved-card').filter({ hasText: '4444' })).toContainText('Expires 11/31');

    await page.getByRole('button', { name: 'Delete card ending 4444' }).click();
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await expect(page.getByTestId('saved-card')).toContainText('4242');
    await context.close();
  });

  test('Reorder puts the order’s lines back in the cart', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto(`${ACCOUNT}?tab=tab-2`);
    const newest = page.getByRole('article', { name: /^Order / }).first();
    await expect(newest).toContainText('3 × Classic Fries');
    await newest.getByRole('button', { name: /^Reorder order/ }).click();
    await expect(page.getByText('6 items added to your cart')).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('6');
  });

  test('a visitor gets the login dialog and then the page', async ({ page }) => {
    await page.goto(ACCOUNT);
    // The shell's guard (docs/decisions.md): the route waits behind its message while the dialog asks.
    await expect(page.getByText('Please log in to continue')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Login/Sign Up' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, dialog);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(JANE.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(DEMO_CODE);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('account-points')).toHaveText('1,250 points');
  });

  test('a revoked token (USR_ERR_0030) logs the diner out like Logout does', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'auth',
        JSON.stringify({ token: 'revoked-token', user: { id: '999', displayName: 'Ghost' } }),
      ),
    );
    // The account team's code arrives late, as on a slow network: the cart's pricing is then the
    // first call to answer USR_ERR_0030, before the account page could mount (or say it painted).
    const { account } = portsFrom(E2E_PORT_BASE);
    await page.route(new RegExp(`^http://[^/]+:${account}/`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(ACCOUNT);
    // The first call answers USR_ERR_0030: the shell drops the login, the page asks for one.
    await expect(page.getByRole('dialog', { name: 'Login/Sign Up' })).toBeVisible();
    // The shell's guard (docs/decisions.md): the route waits behind its message while the dialog asks.
    await expect(page.getByText('Please log in to continue')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu: Ghost' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  });
});
