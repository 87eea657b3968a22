import { expectAccessible, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';
import { type AppliedPromotions, channel, openStoreWithCarousel } from './loyalty-carousel';

test.describe('rewards (spec 3 §4 Rewards, §5)', () => {
  test.beforeEach(async ({ page }) => {
    await resetDemoData();
    await logInThroughApi(page);
  });

  test("Jane redeems 'Free Classic Fries' for 500 points: the fries go to the cart and the reward to the cart's promotions", async ({
    page,
  }) => {
    const carousel = await openStoreWithCarousel(page);
    await expect(carousel.getByText('Your points: 1,250')).toBeVisible();
    // Points with thousands separators, and the points Jane lacks.
    await expect(carousel.getByRole('button', { name: /^20% off/ })).toContainText(
      'Not enough points to redeem. 1,750 more points needed',
    );
    await expectAccessible(page, carousel);

    await carousel.getByRole('button', { name: /^Free Classic Fries/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Classic Fries' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your points: 1,250')).toBeVisible();
    await expect(dialog.getByText('500 points')).toBeVisible();
    await expect(dialog.getByText('No expiration')).toBeVisible();
    await expect(dialog.getByText('Valid for select items only')).toBeVisible();
    await expectAccessible(page, dialog);
    await dialog.getByRole('button', { name: 'Redeem' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Free Classic Fries added to cart')).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({
        storeId: '1001',
        redemptionItems: [{ rewardId: 'RW-FRIES', qty: 1, redeemPoints: 500 }],
      });
    await expect(carousel.getByRole('button', { name: /^Free Classic Fries/ })).toContainText('In your cart');
    // One active reward at a time.
    await expect(carousel.getByRole('button', { name: /^\$5 off/ })).toContainText(
      'Please remove your active Reward Option',
    );

    // Removing it empties the cart's promotions again (the cart reprices on the change).
    await carousel.getByRole('button', { name: /^Free Classic Fries/ }).click();
    await dialog.getByRole('button', { name: 'Remove reward' }).click();
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ redemptionItems: [] });
  });
});
