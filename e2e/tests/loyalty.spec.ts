import { expect, test } from '@playwright/test';
import { expectAccessible, PHONE } from '../support/journey';
import { openStoreWithCarousel, recordCommands, recordedCommands } from './loyalty-carousel';

test.describe('promotions carousel for a visitor (spec 1 §2.4, spec 3 §4)', () => {
  test('a reward click says to log in and opens the login dialog', async ({ page }) => {
    const carousel = await openStoreWithCarousel(page);
    await expect(carousel.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'Promotion & Rewards' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Free Classic Fries/ })).toContainText('500 points');
    // The carousel is this team's part of the page (the menu's own parts are checked by its journeys).
    await expectAccessible(page, carousel);

    await recordCommands(page, ['account:login-requested', 'cart:open']);
    // Keyboard alone: the cards are buttons.
    await carousel.getByRole('button', { name: /^Free Classic Fries/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please login to see your rewards')).toBeVisible();
    const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
    await expect(login).toBeVisible();
    await expectAccessible(page, login);
    // Desktop: the cart stays closed (it opens only on small screens).
    expect(await recordedCommands(page)).toEqual([
      { name: 'account:login-requested', payload: { reason: 'reward' } },
    ]);
  });

  test('on a phone one card per page, and the login prompt opens the cart too', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    const carousel = await openStoreWithCarousel(page);
    const rewards = carousel.getByRole('region', { name: 'Promotion & Rewards' });
    await expect(rewards.getByText('Page 1 of 3')).toBeVisible();
    await expect(rewards.getByRole('listitem')).toHaveCount(1);
    await rewards.getByRole('button', { name: 'Next' }).click();
    await expect(rewards.getByRole('button', { name: '$5 off' })).toBeVisible();
    await expectAccessible(page, carousel);

    await recordCommands(page, ['account:login-requested', 'cart:open']);
    await rewards.getByRole('button', { name: '$5 off' }).click();
    // The snack says why (the cart that opens repeats it on its login prompt, and, being modal,
    // hides the snack from the accessibility tree: found by its place, not its role).
    await expect(page.locator('#owa-snackbar').getByText('Please login to see your rewards')).toBeVisible();
    expect((await recordedCommands(page)).map((command) => command.name)).toEqual([
      'account:login-requested',
      'cart:open',
    ]);
    await context.close();
  });

  test('in Arabic the carousels are translated and read right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    const carousel = await openStoreWithCarousel(page, 'العروض والمكافآت');
    await expect(carousel.getByRole('heading', { name: 'القسائم' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'العروض والمكافآت' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Free Classic Fries/ })).toContainText('500 نقطة');
    expect(await carousel.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expectAccessible(page, carousel);
  });
});
