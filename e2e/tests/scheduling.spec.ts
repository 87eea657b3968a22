import { expectAccessible, fixTime, PHONE, resetDemoData } from '../support/journey';
import { expect, type Locator, test } from '../support/test';

const UPTOWN_LUNCH = '/owa/r/maple-uptown/1002/LUNCH';
/** 12:30 in Toronto on a weekday. */
const LUNCH_TIME = new Date('2026-11-20T17:30:00Z');

/** The values of a select's options, placeholder included. */
async function optionValues(select: Locator): Promise<string[]> {
  return select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

test.describe('scheduling in the cart (spec 1 §4.3, spec 2 §4): store 1002 schedules pickup by hand', () => {
  test.beforeEach(async ({ page }) => {
    await resetDemoData();
    // LUNCH is served 11:00–23:00 Toronto: the journey runs at lunch time, whatever the hour.
    await fixTime(page, LUNCH_TIME);
  });

  // The first add opens the time dialog before the salad is in the cart: the dialog must offer the
  // LUNCH menu's slots (the request names the browsed menu), or the chosen time would be refused.
  test('placeholder day first, changing the day clears the time, Done needs both, the cart is priced for that time', async ({
    page,
  }) => {
    await page.goto(UPTOWN_LUNCH);
    // The cart's order context is up (the sub-header's selector shows the type) before the diner adds.
    await expect(
      page.getByRole('group', { name: 'Order type' }).first().getByRole('button', { name: 'Pickup' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The salad is not in the cart yet: the empty cart is priced for the browsed LUNCH menu, so the
    // slots offered are LUNCH's (no breakfast-hour slot that the add would then have refused).
    const lunchSlots = page.waitForRequest(
      (request) =>
        request.url().includes('/shoppingcart') &&
        new URL(request.url()).searchParams.get('menu') === 'LUNCH' &&
        request.postDataJSON()?.subOrderList?.[0]?.orderItemList?.length === 0,
    );
    await page.getByRole('button', { name: 'Add Caesar Salad to cart' }).click();
    // Manual scheduling: adding asks for the time first (spec 1 §4.5), and adds once it is chosen.
    const dialog = page.getByRole('dialog', { name: 'Pickup time' });
    await expect(dialog).toBeVisible();
    await lunchSlots;
    // Manual scheduling: no ASAP, the placeholder day is chosen and the time cannot be picked yet.
    await expect(dialog.getByRole('button', { name: 'ASAP' })).toBeDisabled();
    const day = dialog.getByRole('combobox', { name: 'Day' });
    const time = dialog.getByRole('combobox', { name: 'Time' });
    await expect(day).toHaveValue('default');
    await expect(day.locator('option').first()).toHaveText('Please select a date');
    await expect(time).toBeDisabled();
    await expect(day).toHaveAttribute('name', 'order_day');
    await expect(time).toHaveAttribute('name', 'order_time');
    await expectAccessible(page, dialog);

    // Done without a day and a time keeps the dialog open and says what is missing.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please select a date').last()).toBeVisible();

    const days = (await optionValues(day)).filter((value) => value !== 'default');
    expect(days.length).toBeGreaterThan(0);
    await day.selectOption(days[0] as string);
    await expect(time).toBeEnabled();
    await expect(time).toHaveValue('');
    const times = (await optionValues(time)).filter(Boolean);
    await time.selectOption(times[0] as string);
    if (days.length > 1) {
      // Changing the day clears the time.
      await day.selectOption(days[1] as string);
      await expect(time).toHaveValue('');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeVisible();
      await time.selectOption((await optionValues(time)).filter(Boolean)[0] as string);
    }

    const priced = page.waitForRequest(
      (request) =>
        request.url().includes('/shoppingcart') &&
        request.method() === 'POST' &&
        !!request.postDataJSON()?.scheduledTime,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    expect((await priced).postDataJSON().scheduledTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await page.getByTestId('header-cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Maple Uptown' });
    // The cart's line (the menu's suggestions below it are list items too).
    await expect(cart.getByRole('listitem').filter({ hasText: 'Caesar Salad' })).toBeVisible();
    // Store 1002 has no delivery: Pickup and Dine-in only.
    const types = cart.getByRole('group', { name: 'Order type' });
    await expect(types.getByRole('button', { name: 'Delivery' })).toHaveCount(0);
    await expect(types.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.getByTestId('schedule-summary')).toHaveText(
      /^Pickup: (Today|Tomorrow|.+), \d{1,2}:\d{2}/,
    );
    await expectAccessible(page, cart);
  });

  test('keyboard only, on a phone in Arabic: the first add opens the right-to-left dialog and the same rules hold', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    await fixTime(page, LUNCH_TIME);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(UPTOWN_LUNCH);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The cart's order context is up (the sub-header's selector shows the type) before the diner adds.
    await expect(
      page.getByRole('group', { name: 'نوع الطلب' }).first().getByRole('button', { name: 'استلام' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('article', { name: 'Caesar Salad' })
      .getByRole('button', { name: 'أضف Caesar Salad إلى السلة' })
      .focus();
    await page.keyboard.press('Enter');
    // Manual scheduling: the add asks for the time first, in Arabic and right to left.
    const dialog = page.getByRole('dialog', { name: 'وقت الاستلام' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('direction', 'rtl');
    const day = dialog.getByRole('combobox', { name: 'اليوم' });
    const time = dialog.getByRole('combobox', { name: 'الوقت' });
    await expect(day.locator('option').first()).toHaveText('يرجى اختيار تاريخ');
    await expect(time).toBeDisabled();
    await expectAccessible(page, dialog);

    // Done without a time keeps the dialog open; nothing is added yet.
    const done = dialog.getByRole('button', { name: 'تم' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');

    const days = (await optionValues(day)).filter((value) => value !== 'default');
    await day.focus();
    await day.selectOption(days[0] as string);
    await expect(time).toBeEnabled();
    await time.focus();
    await time.selectOption((await optionValues(time)).filter(Boolean)[0] as string);
    await page.keyboard.press('Tab');
    await expect(done).toBeFocused();
    await page.screenshot({ path: 'test-results/scheduling-ar-412-dialog.png' });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The LUNCH slot is accepted: the salad is in and the time stays chosen.
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');

    await page.getByTestId('header-cart-button').focus();
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Maple Uptown' });
    await expect(cart).toBeVisible();
    // The cart's line (the menu's suggestions below it are list items too).
    await expect(cart.getByRole('listitem').filter({ hasText: 'Caesar Salad' })).toBeVisible();
    await expect(cart.getByTestId('schedule-summary')).not.toHaveText(/اختر وقتًا|choose a time/);
    await expect(cart.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/scheduling-ar-412.png' });
    await expectAccessible(page, cart);
    await context.close();
  });
});
