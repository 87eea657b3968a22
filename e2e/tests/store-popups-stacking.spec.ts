import { expectAccessible } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

const DOWNTOWN = '/owa/r/maple-downtown/1001/ALLDAY';
const DESKTOP = { width: 1280, height: 800 };

/** Whether the element painted at the centre of `dialog` is the dialog or inside it. */
function onTopAtCentre(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/** Opens the cart the way another team's code does, by its command (the page may be busy). */
async function openCartByCommand(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { emit: (name: string, value: object) => void }>)[
      Symbol.for('owa.event-bus.v1')
    ];
    bus?.emit('cart:open', {});
  });
}

// One stacking order for overlays: a pop-up that opens on its own never sits above a dialog the
// diner opened, and gives way to a dialog opened after it (spec 1 §2.5 pop-ups, issue 7).
test.describe('store pop-ups and the cart on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the forced news gives way to the cart opened over it, and returns when the cart closes', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('owa.menu.visited.1001', '1');
      window.localStorage.setItem('forcePopup', 'true');
    });
    await page.goto(DOWNTOWN);
    const news = page.getByRole('dialog', { name: 'Store news' });
    await expect(news).toBeVisible({ timeout: 30_000 });
    await openCartByCommand(page);
    const cart = page.locator('[role="dialog"][aria-modal="true"]').filter({ hasText: 'Your cart is empty' });
    await expect(cart).toBeVisible();
    await expect.poll(() => onTopAtCentre(cart)).toBe(true);
    await expect(news).toHaveCount(0);
    await expectAccessible(page, cart);

    await cart.getByRole('button', { name: 'Close' }).click();
    await expect(cart).toBeHidden();
    await expect(news).toBeVisible();
    await expect.poll(() => onTopAtCentre(news)).toBe(true);
    await expectAccessible(page, news);
    await news.getByRole('button', { name: 'Close' }).click();
    await expect(news).toHaveCount(0);
  });

  test("the first visit's news card stays under the cart the diner opens", async ({ page }) => {
    await page.goto(DOWNTOWN);
    const corner = page.getByRole('dialog', { name: 'Store news' });
    await expect(corner).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
    await expect(cart).toBeVisible();
    await expect.poll(() => onTopAtCentre(cart)).toBe(true);
    // The card would sit beside the cart, above its backdrop: it waits until the cart has closed.
    await expect(page.getByTestId('popup-news-corner')).toHaveCount(0);
    await expectAccessible(page, cart);
    await cart.getByRole('button', { name: 'Close' }).click();
    await expect(cart).toBeHidden();
    await expect(corner).toBeVisible();
  });
});
