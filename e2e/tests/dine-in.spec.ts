import { orderContext } from '../support/dine-in';
import { expectAccessible, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * Dine-in journeys (issue 11): guest rounds at Maple Harbour Café (store 1003: anonymous dine-in,
 * skip checkout, menus restricted by table).
 * The journey enters by the table's QR address: the shell emits `cart:table-scanned` and goes to
 * menu selection with `tid`, which goes on to the café's one menu.
 */
const TABLE_7_QR = '/owa/snappy/al/G1001/scan/1003/7';

async function placeRound(page: Page, buttonName: string, withCaptcha: boolean): Promise<void> {
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText('Table 7')).toBeVisible();
  await expectAccessible(page, cart);
  await cart.getByRole('button', { name: buttonName }).click();
  const place = page.getByRole('dialog', { name: 'Place your order' });
  await expect(place).toBeVisible();
  if (withCaptcha) {
    await place.getByText("I'm not a robot").click();
    await expect(place.getByRole('button', { name: 'Place order, pay in person' })).toBeEnabled({
      timeout: 30_000,
    });
  }
  await expectAccessible(page, place);
  await place
    .getByRole('button', { name: withCaptcha ? 'Place order, pay in person' : 'Add to my order' })
    .click();
}

test('QR entry at table 7 of the café: a guest order paid in person, then a second round as a sub-order', async ({
  page,
}) => {
  // Two rounds, a captcha and six axe checks: past a minute when the shared machine is busy.
  test.slow();
  await resetDemoData();
  const guestOrders: { storeId: string; orderId: string }[] = [];
  await page.exposeFunction('recordGuestOrder', (value: { storeId: string; orderId: string }) => {
    guestOrders.push(value);
  });
  await page.goto(TABLE_7_QR);
  await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE\?(.*&)?tid=7/, { timeout: 20_000 });
  await page.evaluate(() => {
    const bus = (
      globalThis as unknown as Record<
        symbol,
        { on: (n: string) => { subscribe: (f: (v: unknown) => void) => void } }
      >
    )[Symbol.for('owa.event-bus.v1')];
    bus
      ?.on('account:guest-order-placed')
      .subscribe((value) =>
        (window as unknown as { recordGuestOrder: (v: unknown) => void }).recordGuestOrder(value),
      );
  });
  // Table 7 gets the café menu only (tables 11–20 also get the wine list).
  await expect.poll(async () => (await orderContext(page))?.tableMenuCodes).toEqual(['CAFE']);
  await expect.poll(async () => (await orderContext(page))?.orderType).toBe('DINE_IN');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await placeRound(page, 'Place order, pay in person', true);

  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByText(/^Order number D/)).toBeVisible();
  await expectAccessible(page, success);
  await expect.poll(() => guestOrders.length).toBe(1);
  expect(guestOrders[0]?.storeId).toBe('1003');
  const orderId = guestOrders[0]?.orderId ?? '';
  expect(orderId).toMatch(/^ORD-1003-/);
  await success.getByRole('button', { name: 'Close' }).first().click();
  await expect(success).toBeHidden();

  // Success moved to menu selection, which goes on to the store's one menu, still at table 7.
  await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE/);
  expect((await orderContext(page))?.existingOrderId).toBe(orderId);
  // The diner scans the table's QR again for the next round: a new page load, the scan and menu
  // selection's tid set the same table again, which keeps its open order and past rounds.
  await page.goto(TABLE_7_QR);
  await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE\?(.*&)?tid=7/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Cart/ })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await orderContext(page))?.existingOrderId).toBe(orderId);
  // Second round at the same table: added to the open order, the first round shown in the cart.
  await page.getByRole('button', { name: 'Add Butter Croissant to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
  const past = cart.getByRole('region', { name: 'Past orders' });
  await expect(past.getByText('Round 1')).toBeVisible();
  await expect(past.getByText('1 × Cappuccino')).toBeVisible();
  await page.keyboard.press('Escape');
  const subOrder = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(`/order/${orderId}`),
  );
  await placeRound(page, 'Add to my order', false);
  const answer = (await (await subOrder).json()) as { subOrderList: { seq: number }[] };
  expect(answer.subOrderList.map((round) => round.seq)).toEqual([1, 2]);
  await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  // A later round is the same order: the guest history gets it once.
  expect(guestOrders).toHaveLength(1);
});
