import { expect, test } from '@playwright/test';
import { checkoutWith } from '../support/checkout';
import { PHONE } from '../support/journey';
import { describeShifts, type LoadRecording, recordLoad } from '../support/page-load';

/**
 * Issue 18 point 6, "nothing moves": what appears late has its space reserved, so the layout shifts
 * of a whole load (until the network is idle and nothing has run long or moved for longer than the
 * host's quiet window, so what it defers has run too; shifts after an input excepted) add up to at
 * most 0.05. Layout, not time. The total is bounded, not only the largest session window
 * (Lighthouse's CLS): a page that moves twice a few seconds apart moves twice.
 */
const LIMIT = 0.05;

async function expectStill(recording: LoadRecording): Promise<void> {
  await recording.settled();
  const shifts = await recording.shifts();
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, describeShifts(shifts, LIMIT)).toBeLessThanOrEqual(LIMIT);
}

test.describe('nothing moves while a page loads (issue 18 point 6), 412 px phone', () => {
  test.use({ ...PHONE });
  // A whole load, left alone until the work the page defers has run.
  test.describe.configure({ timeout: 90_000 });

  test('the store page', async ({ page }) => {
    const recording = await recordLoad(page);
    await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    await expectStill(recording);
  });

  test('the table-QR entry', async ({ page }) => {
    const recording = await recordLoad(page);
    await page.goto('/owa/snappy/al/G1001/scan/1003/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Harbour Café' })).toBeVisible();
    await expectStill(recording);
  });

  test('checkout with one item, logged in', async ({ page }) => {
    const recording = await recordLoad(page);
    // The shifts are the checkout document's own: the recorder starts again with each document.
    await checkoutWith(page, {
      storePage: '/owa/r/maple-downtown/1001/ALLDAY',
      checkout: '/owa/snappy/detail/G1001/1001/checkout',
      item: 'Classic Fries',
    });
    await expectStill(recording);
  });
});
