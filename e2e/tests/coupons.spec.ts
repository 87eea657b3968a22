import { expectAccessible, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';
import { type AppliedPromotions, channel, openStoreWithCarousel } from './loyalty-carousel';

interface CartSummary {
  itemCount: number;
  totalCents: number;
  subtotalCents: number;
}

async function addFries(page: Page) {
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
}

test.describe('coupons (spec 3 §4 Coupons)', () => {
  test.beforeEach(async ({ page }) => {
    await resetDemoData();
    await logInThroughApi(page);
  });

  test("BOGO Burger is shown ineligible with 'Minimum order $25.00'", async ({ page }) => {
    const carousel = await openStoreWithCarousel(page);
    const coupons = carousel.getByRole('region', { name: 'Coupons' });
    const bogo = coupons.getByRole('button', { name: /^BOGO Burger/ });
    // Phones see one coupon per page: page on until BOGO shows.
    await expect(bogo).toContainText('Minimum order $25.00');
    await expect(bogo).toContainText('You are not Eligible for this coupon');
    await bogo.click();
    const dialog = page.getByRole('dialog', { name: 'BOGO Burger' });
    await expect(dialog.getByRole('heading', { name: 'Conditions' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toContainText(['Minimum order $25.00 (Not met)']);
    await expect(dialog.getByText('Includes Build Your Burger')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expectAccessible(page, dialog);
  });

  test('WELCOME10 becomes the active coupon; a second coupon is refused', async ({ page }) => {
    const carousel = await openStoreWithCarousel(page);
    await addFries(page);
    const coupons = carousel.getByRole('region', { name: 'Coupons' });
    await coupons.getByRole('button', { name: /^WELCOME10/ }).click();
    const dialog = page.getByRole('dialog', { name: 'WELCOME10' });
    await expectAccessible(page, dialog);
    await dialog.getByRole('button', { name: 'Select Coupon' }).click();
    await expect(page.getByText('WELCOME10 applied to your cart')).toBeVisible();
    await expect(coupons.getByRole('button', { name: /^WELCOME10/ })).toContainText('Active');
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ storeId: '1001', coupon: { code: 'WELCOME10' } });
    // Kept across a reload, as the cart is.
    const reloaded = await openStoreWithCarousel(page);
    const couponsAgain = reloaded.getByRole('region', { name: 'Coupons' });
    await expect(couponsAgain.getByRole('button', { name: /^WELCOME10/ })).toContainText('Active');
    await couponsAgain.getByRole('button', { name: /^BOGO Burger/ }).click();
    await expect(page.getByRole('dialog', { name: 'BOGO Burger' })).toContainText(
      'Please remove your active coupon first',
    );
    await page.getByRole('dialog', { name: 'BOGO Burger' }).getByRole('button', { name: 'Close' }).click();
    await couponsAgain.getByRole('button', { name: /^\$25 Gift Coupon/ }).click();
    const gift = page.getByRole('dialog', { name: '$25 Gift Coupon' });
    // A purchasable coupon is bought in the gift-card app, with the customer's details.
    await expect(gift.getByRole('link', { name: 'Purchase' })).toHaveAttribute(
      'href',
      /\/giftcard\/1001\?feature=Coupon&returnUrl=.+&telephone=4165550100/,
    );
  });

  // The cart sends `account:applied-promotions` with POST /shoppingcart and publishes the server's
  // totals in `cart:summary`.
  test('WELCOME10 applied: the cart total is 10 % lower', async ({ page }) => {
    const carousel = await openStoreWithCarousel(page);
    // The server's total (tax included), not the local estimate shown until it answers.
    const priced = page.waitForResponse(
      (response) =>
        response.url().includes('/shoppingcart') &&
        (response.request().postDataJSON()?.subOrderList?.[0]?.orderItemList?.length ?? 0) > 0,
    );
    await addFries(page);
    const serverTotalCents = Math.round(((await (await priced).json()) as { total: number }).total * 100);
    await expect
      .poll(async () => (await channel<CartSummary>(page, 'cart:summary')).totalCents)
      .toBe(serverTotalCents);
    const before = await channel<CartSummary>(page, 'cart:summary');
    await carousel.getByRole('button', { name: /^WELCOME10/ }).click();
    await page
      .getByRole('dialog', { name: 'WELCOME10' })
      .getByRole('button', { name: 'Select Coupon' })
      .click();
    await expect(carousel.getByRole('button', { name: /^WELCOME10/ })).toContainText('Active');
    await expect
      .poll(async () => (await channel<CartSummary>(page, 'cart:summary')).totalCents)
      .toBeLessThan(before.totalCents);
    const after = await channel<CartSummary>(page, 'cart:summary');
    expect(Math.abs(after.totalCents - Math.round(before.totalCents * 0.9))).toBeLessThanOrEqual(1);
  });
});
