import { expectAccessible, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';
import { type AppliedPromotions, channel, openStoreWithCarousel } from './loyalty-carousel';

test.describe('punch cards (spec 3 §4 Punch cards, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await resetDemoData();
    await logInThroughApi(page);
  });

  test('the Coffee Card at 10 of 10 stamps is redeemed for one free coffee', async ({ page }) => {
    const carousel = await openStoreWithCarousel(page);
    const program = carousel.getByRole('region', { name: 'Loyalty Program' });
    await expect(program.getByRole('button', { name: /^Coffee Card/ })).toContainText('10 of 10 stamps');
    await program.getByRole('button', { name: /^Coffee Card/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Coffee Card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Progress toward free coffee')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByText('Free items available: 1')).toBeVisible();
    await expectAccessible(page, dialog);
    const redeem = dialog.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeEnabled();
    await redeem.click();

    await expect(page.getByText('Coffee Card applied to your cart')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop using' })).toBeVisible();
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ punchCards: [{ id: 'pc_jane_coffee', using: 1 }] });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(program.getByRole('button', { name: /^Coffee Card/ })).toContainText('Using 1');
  });
});
