import { expectAccessible, fixTime, PHONE, resetDemoData } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * An error snack never covers an open dialog's actions (issue 8): on a 412 px phone the pickup
 * time dialog is full screen with Done at the bottom, where snacks show, so they rise above it
 * while it is open. Store 1002 schedules pickup by hand: the first add opens the dialog.
 */
const UPTOWN_LUNCH = '/owa/r/maple-uptown/1002/LUNCH';
/** 12:30 in Toronto on a weekday. */
const LUNCH_TIME = new Date('2026-11-20T17:30:00Z');

async function openTimeDialog(page: Page): Promise<Locator> {
  await page.goto(UPTOWN_LUNCH);
  await expect(
    page.getByRole('group', { name: 'Order type' }).first().getByRole('button', { name: 'Pickup' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add Caesar Salad to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pickup time' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Day' })).toBeVisible();
  return dialog;
}

/**
 * The host's error snack, by its status: while a modal dialog is open the page behind it (the snack
 * included) is hidden from the accessibility tree, so it has no role to find it by there.
 */
function errorSnack(page: Page): Locator {
  return page.locator('[data-snack-status="error"]', { hasText: 'Please select a date and time' });
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.beforeEach(async ({ page }) => {
  await resetDemoData();
  // LUNCH is served 11:00–23:00 Toronto: the journey runs at lunch time, whatever the hour.
  await fixTime(page, LUNCH_TIME);
});

test.describe('on a 412 px phone', () => {
  test.use(PHONE);

  test('the error snack rises above the time dialog’s Done button, which still works', async ({ page }) => {
    const dialog = await openTimeDialog(page);
    const done = dialog.getByRole('button', { name: 'Done' });
    await done.tap();
    const snack = errorSnack(page);
    await expect(snack).toBeVisible();
    const snackBox = await snack.boundingBox();
    const doneBox = await done.boundingBox();
    expect(snackBox && doneBox).toBeTruthy();
    if (!snackBox || !doneBox) return;
    expect(overlap(snackBox, doneBox)).toBe(false);
    // Just above Done, as a snackbar rises above a bottom bar (the dialog's title stays readable).
    expect(snackBox.y + snackBox.height).toBeLessThanOrEqual(doneBox.y);
    expect(snackBox.y).toBeGreaterThan(doneBox.y - snackBox.height - 40);
    await page.screenshot({ path: test.info().outputPath('snack-over-time-dialog-412.png') });
    await expectAccessible(page, dialog);
    // While the snack still shows, the diner picks a time and taps Done: the dialog closes.
    const day = dialog.getByRole('combobox', { name: 'Day' });
    const time = dialog.getByRole('combobox', { name: 'Time' });
    const days = await day
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== 'default'),
      );
    // The last day offered has a full day of times whatever the hour now.
    await day.selectOption(days[days.length - 1] as string);
    await expect(time).toBeEnabled();
    const times = await time
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await time.selectOption(times[0] as string);
    await expect(snack).toBeVisible();
    await done.tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test('on a desktop neither: the snack keeps clear of the centred dialog’s Done', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = await openTimeDialog(page);
  const done = dialog.getByRole('button', { name: 'Done' });
  await done.click();
  const snack = errorSnack(page);
  await expect(snack).toBeVisible();
  const snackBox = await snack.boundingBox();
  const doneBox = await done.boundingBox();
  if (!snackBox || !doneBox) throw new Error('no box');
  expect(overlap(snackBox, doneBox)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('snack-time-dialog-desktop.png') });
});
