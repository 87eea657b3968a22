import { expectAccessible, JANE, logInThroughApi } from '../support/journey';
import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('referral and the account menu (spec 3 §2, §4)', () => {
  test('Jane copies her referral link from the account menu', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInThroughApi(page);
    await page.goto(STORE_PAGE);
    await page.getByRole('button', { name: `Account menu: ${JANE.name}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Account info' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Order history' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Payment methods' })).toBeVisible();
    // Store 1001's features: gift cards, deposit, waitlist; Jane holds a purchasable coupon.
    const giftCards = menu.getByRole('menuitem', { name: 'Gift Cards' });
    await expect(giftCards).toHaveAttribute(
      'href',
      /\/giftcard\/1001\?feature=GiftCard&returnUrl=.*&name=Jane\+Doe&telephone=4165550100/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Purchase' })).toHaveAttribute('href', /feature=Coupon/);
    await expectAccessible(page, menu);
    await menu.getByRole('menuitem', { name: 'Refer a friend' }).click();

    const dialog = page.getByRole('dialog', { name: 'Give 1,000 points, get 1,000 points' });
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('textbox', { name: 'Your referral link' });
    await expect(link).toHaveValue(/\/owa\/g\/-\/G1001\?referrer=\w+/);
    await expect(link).toHaveAttribute('readonly', '');
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    await expectAccessible(page, dialog);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  });

  test('logout from the menu returns the header to Login/Sign Up', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto(STORE_PAGE);
    await page.getByRole('button', { name: `Account menu: ${JANE.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  });

  test('a visit with a referrer is reported to the API', async ({ page }) => {
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/guest/referrer') && request.method() === 'POST',
    );
    await page.goto(`${STORE_PAGE}?referrer=12345`);
    expect((await reported).postDataJSON()).toEqual({ referrerCustomerId: '12345' });
  });

  // 'More' exactly: the store notice's 'See More' (on the page before the header's parcels load)
  // matched the loose name and took the click.
  test('a visitor gets the external apps under More, without personal details', async ({ page }) => {
    await page.goto(STORE_PAGE);
    await page.getByRole('banner').getByRole('button', { name: 'More', exact: true }).click();
    const giftCards = page.getByRole('menuitem', { name: 'Gift Cards' });
    await expect(giftCards).toHaveAttribute('href', /\/giftcard\/1001\?feature=GiftCard&returnUrl=/);
    expect(await giftCards.getAttribute('href')).not.toMatch(/name=|telephone=|authorizationId=/);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Purchase' })).toHaveCount(0);
    await expectAccessible(page, page.getByRole('menu'));
  });
});
