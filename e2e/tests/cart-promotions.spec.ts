import { DEMO_CODE, expectAccessible, JANE, logInThroughApi, PHONE, resetDemoData } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';
import { type AppliedPromotions, channel } from './loyalty-carousel';

/**
 * The account team's promotions area inside the cart dialog (issue 8 point 4, issue 9 point 6):
 * what is applied with Remove, the cards to apply with their messages, the visitor's login prompt,
 * and the loyalty dialogs stacked above the cart (focus taken, trapped and returned).
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

interface CartSummary {
  itemCount: number;
  totalCents: number;
}

async function addToCart(page: Page, item = 'Classic Fries') {
  await page.getByRole('button', { name: `Add ${item} to cart` }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('header-cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await expect(cart).toBeVisible();
  return cart;
}

/** Jane, from the demo data, with one item in her cart and the cart open on its promotions. */
async function janesCartWith(page: Page, item?: string) {
  await resetDemoData();
  await logInThroughApi(page);
  await page.goto(STORE_PAGE);
  await addToCart(page, item);
  const cart = await openCart(page);
  return { cart, promotions: cart.getByRole('region', { name: 'Promotions' }) };
}

/** The server's total once it priced the cart with what is applied. */
async function pricedTotal(page: Page): Promise<number> {
  return (await channel<CartSummary>(page, 'cart:summary')).totalCents;
}

/** Whether the page's focus is inside the element. */
function holdsFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.contains(document.activeElement));
}

test.describe('promotions in the cart dialog (spec 2 §2, spec 3 §4)', () => {
  test('Jane applies WELCOME10 from the cart: the total drops 10 %; removing it restores it', async ({
    page,
  }) => {
    const { cart, promotions } = await janesCartWith(page);
    await expect(promotions.getByText('Your points: 1,250')).toBeVisible();
    const welcome = promotions.getByRole('button', { name: /^WELCOME10/ });
    await expect(welcome).toBeVisible();
    await expect(cart.getByTestId('cart-totals')).toContainText('Total$5.64');
    const before = await pricedTotal(page);
    await expectAccessible(page);
    await expectAccessible(page, cart);

    await welcome.click();
    const dialog = page.getByRole('dialog', { name: 'WELCOME10' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await expectAccessible(page, dialog);
    await page.screenshot({ path: 'test-results/cart-promotions-desktop-dialog.png' });
    await dialog.getByRole('button', { name: 'Select Coupon' }).click();
    await expect(dialog).toBeHidden();
    await expect(cart).toBeVisible();
    const applied = promotions.getByRole('list', { name: 'Applied to this order' });
    await expect(applied).toContainText('Coupon: WELCOME10');
    await expect(welcome).toContainText('Active');
    await expect.poll(() => pricedTotal(page)).toBeLessThan(before);
    const after = await pricedTotal(page);
    expect(Math.abs(after - Math.round(before * 0.9))).toBeLessThanOrEqual(1);
    await expect(cart.getByTestId('cart-totals')).toContainText('Total$5.07');
    await expectAccessible(page, cart);
    await page.screenshot({ path: 'test-results/cart-promotions-desktop-applied.png' });

    await applied.getByRole('button', { name: 'Remove WELCOME10' }).click();
    await expect(applied).toBeHidden();
    await expect.poll(() => pricedTotal(page)).toBe(before);
    await expect(cart.getByTestId('cart-totals')).toContainText('Total$5.64');
    await expect(welcome).not.toContainText('Active');
  });

  test('refusals show in the cart: BOGO needs $25.00, a second coupon waits for the first to go', async ({
    page,
  }) => {
    const { cart, promotions } = await janesCartWith(page);
    const bogo = promotions.getByRole('button', { name: /^BOGO Burger/ });
    await expect(bogo).toContainText('Minimum order $25.00');
    await expect(bogo).toContainText('You are not Eligible for this coupon');
    // Purchasable coupons are bought in the gift-card app, not applied to a cart.
    await expect(promotions.getByRole('button', { name: /Gift Coupon/ })).toHaveCount(0);

    await promotions.getByRole('button', { name: /^WELCOME10/ }).click();
    await page
      .getByRole('dialog', { name: 'WELCOME10' })
      .getByRole('button', { name: 'Select Coupon' })
      .click();
    await expect(promotions.getByRole('list', { name: 'Applied to this order' })).toContainText('WELCOME10');
    await bogo.click();
    const second = page.getByRole('dialog', { name: 'BOGO Burger' });
    await expect(second).toContainText('Please remove your active coupon first');
    await expect(second.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expectAccessible(page, second);
    await second.getByRole('button', { name: 'Close' }).click();
    await expect(second).toBeHidden();
    await expect(bogo).toBeFocused();
    await expect(cart).toBeVisible();
  });

  test("the server's refusal shows on the refused coupon: BOGO applied at $25, then the cart drops below", async ({
    page,
  }) => {
    test.slow();
    const { cart, promotions } = await janesCartWith(page, 'Family Feast');
    const bogo = promotions.getByRole('button', { name: /^BOGO Burger/ });
    // Re-read once the cart settled: $39.99 meets the coupon's $25.00 minimum.
    await expect(bogo).not.toContainText('You are not Eligible for this coupon', { timeout: 15_000 });
    await bogo.click();
    const coupon = page.getByRole('dialog', { name: 'BOGO Burger' });
    await expect(coupon.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expectAccessible(page, coupon);
    await coupon.getByRole('button', { name: 'Add to cart' }).click();
    // The menu team's configuration steps open above the cart.
    const burger = page.getByRole('dialog', { name: 'Build Your Burger' });
    await expect(burger.getByTestId('item-dialog-main')).toBeVisible();
    const beef = burger.getByRole('radio', { name: /Beef/ });
    await beef.locator('xpath=ancestor::label[1]').click();
    await expectAccessible(page, burger);
    await burger.getByTestId('item-dialog-main').click();
    await expect(burger).toBeHidden();
    const applied = promotions.getByRole('list', { name: 'Applied to this order' });
    await expect(applied).toContainText('Coupon: BOGO Burger');

    await cart.getByRole('button', { name: 'Remove Family Feast' }).click();
    // The server refuses the coupon for the smaller cart: the refusal shows on the applied coupon
    // (spec 2 §8 keeps an ineligible coupon applied; only an unknown one is cleared) until removed.
    await expect(applied.getByRole('status')).toHaveText('You are not Eligible for this coupon', {
      timeout: 15_000,
    });
    await expect(bogo).toContainText('You are not Eligible for this coupon');
    await expect
      .poll(async () => (await channel<{ promotionErrors: unknown[] }>(page, 'cart:summary')).promotionErrors)
      .toEqual([{ kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' }]);
    await expectAccessible(page, cart);
    await applied.getByRole('button', { name: 'Remove BOGO Burger' }).click();
    await expect(applied).toBeHidden();
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ coupon: null });
    await expect
      .poll(async () => (await channel<{ promotionErrors: unknown[] }>(page, 'cart:summary')).promotionErrors)
      .toEqual([]);
  });

  test("a visitor's cart asks to log in, and the login dialog opens above the cart", async ({ page }) => {
    await resetDemoData();
    await page.goto(STORE_PAGE);
    // The login dialog is rendered (hidden) once the page is interactive: let it be there before the
    // cart opens, so the cart's modal layer hides it with the page, and its opening must still be read
    // (the bug's case). Without a diner's intent that is a quiet window, or 12 s at the latest on a
    // busy machine (host/src/shell/after-interactive.ts), as for the store news.
    await expect(page.getByTestId('login-dialog')).toBeAttached({ timeout: 30_000 });
    await addToCart(page);
    const cart = await openCart(page);
    const promotions = cart.getByRole('region', { name: 'Promotions' });
    const prompt = promotions.getByRole('button', { name: 'Please login to see your rewards' });
    await expect(prompt).toBeVisible();
    await expect(promotions.getByRole('list')).toHaveCount(0);
    await expectAccessible(page, cart);
    await prompt.click();
    const login = page.getByRole('dialog', { name: 'Login/Sign Up' });
    await expect(login).toBeVisible();
    await expect.poll(() => holdsFocus(login)).toBe(true);
    await page.screenshot({ path: 'test-results/cart-promotions-visitor-login.png' });
    await expectAccessible(page, login);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(cart).toBeVisible();
    await expect(prompt).toBeFocused();

    // Logged in from the cart, the diner finds her cards there and redeems the Coffee Card.
    await prompt.click();
    await login.getByRole('textbox', { name: 'Phone number' }).fill(JANE.phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    await login.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(DEMO_CODE);
    await expect(login).toBeHidden();
    await expect(cart).toBeVisible();
    await expect(promotions.getByText('Your points: 1,250')).toBeVisible();
    await promotions.getByRole('button', { name: /^Coffee Card/ }).click();
    const coffee = page.getByRole('dialog', { name: 'Coffee Card' });
    await expect(coffee.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page, coffee);
    await coffee.getByRole('button', { name: 'Redeem' }).click();
    await expect(coffee.getByRole('button', { name: 'Stop using' })).toBeVisible();
    await coffee.getByRole('button', { name: 'Close' }).click();
    const applied = promotions.getByRole('list', { name: 'Applied to this order' });
    await expect(applied).toContainText('Punch card: Coffee Card (1 free item)');
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ punchCards: [{ id: 'pc_jane_coffee', using: 1 }] });
    await applied.getByRole('button', { name: 'Remove Coffee Card' }).click();
    await expect(applied).toBeHidden();
    await expect
      .poll(() => channel<AppliedPromotions>(page, 'account:applied-promotions'))
      .toMatchObject({ punchCards: [] });
  });
});

test.describe('on a 412 px phone in Arabic, by keyboard alone', () => {
  test.use({ ...PHONE });

  /** Presses Tab until the focused element's name matches, as a keyboard user moves through the page. */
  async function tabTo(page: Page, matches: (label: string) => boolean, limit = 60): Promise<void> {
    for (let step = 0; step < limit; step += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const element = document.activeElement;
        return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
      });
      if (matches(label)) return;
    }
    throw new Error(`no focusable control matched within ${limit} Tab presses`);
  }

  test('WELCOME10 applied and removed in the cart; the coupon dialog traps focus and gives it back', async ({
    page,
  }) => {
    test.slow();
    await resetDemoData();
    await logInThroughApi(page);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(STORE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await tabTo(page, (label) => label.startsWith('أضف') && label.includes('Classic Fries'), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await page.getByTestId('header-cart-button').focus();
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
    await expect(cart).toBeVisible();
    const promotions = cart.getByRole('region', { name: 'العروض' });
    const welcome = promotions.getByRole('button', { name: /^WELCOME10/ });
    await expect(welcome).toBeVisible();
    await expect.poll(async () => (await cart.boundingBox())?.width).toBe(412);
    const before = await pricedTotal(page);
    await expectAccessible(page, cart);
    await page.screenshot({ path: 'test-results/cart-promotions-ar-412.png' });

    await tabTo(page, (label) => label.startsWith('WELCOME10'));
    await expect(welcome).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'WELCOME10' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    // Tab and Shift+Tab stay inside the coupon dialog while the cart waits underneath.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step % 2 === 0 ? 'Tab' : 'Shift+Tab');
      expect(await holdsFocus(dialog)).toBe(true);
    }
    await expectAccessible(page, dialog);
    await page.screenshot({ path: 'test-results/cart-promotions-ar-412-dialog.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cart).toBeVisible();
    await expect(welcome).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, (label) => label === 'اختيار القسيمة', 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cart).toBeVisible();
    await expect.poll(() => pricedTotal(page)).toBeLessThan(before);
    const remove = promotions.getByRole('button', { name: 'إزالة WELCOME10' });
    await expect(remove).toBeVisible();
    await page.screenshot({ path: 'test-results/cart-promotions-ar-412-applied.png' });
    await tabTo(page, (label) => label === 'إزالة WELCOME10');
    await page.keyboard.press('Enter');
    await expect(remove).toBeHidden();
    await expect.poll(() => pricedTotal(page)).toBe(before);
  });
});
