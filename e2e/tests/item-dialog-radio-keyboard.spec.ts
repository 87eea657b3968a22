import { expectAccessible } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

/** The accessible name of the focused element, or null when focus is not on a radio of `group`. */
async function focusedRadioIn(group: Locator): Promise<string | null> {
  return group.evaluate((root) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement) || active.type !== 'radio' || !root.contains(active))
      return null;
    const label = active.getAttribute('aria-labelledby');
    return (label ? document.getElementById(label)?.textContent : active.value)?.trim() ?? null;
  });
}

async function tabUntil(page: Page, reached: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

// WAI-ARIA APG radio group: one Tab stop, arrows move the choice, Tab leaves the group.
test('a single-choice option is one Tab stop with arrow keys inside', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Build Your Burger to cart' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Build Your Burger' });
  await expect(dialog.getByTestId('item-dialog-main')).toBeVisible();
  await expectAccessible(page, dialog);
  const patty = dialog.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: /Beef/ }) });
  await expect(patty.getByRole('radio')).toHaveCount(3);

  // Nothing chosen yet: Tab reaches the first radio, and the next Tab leaves the group.
  await expect(patty.getByRole('radio', { checked: true })).toHaveCount(0);
  await tabUntil(page, async () => (await focusedRadioIn(patty)) !== null);
  expect(await focusedRadioIn(patty)).toMatch(/^Beef/);
  await page.keyboard.press('Tab');
  expect(await focusedRadioIn(patty)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedRadioIn(patty)).toMatch(/^Beef/);
  await expect(patty.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(patty.getByRole('radio', { name: /Chicken/ })).toBeChecked();
  await expect(patty.getByRole('radio', { name: /Chicken/ })).toBeFocused();
  await expect(dialog.getByTestId('item-dialog-main')).toHaveText(/\$12\.99/);
  await page.keyboard.press('ArrowDown');
  await expect(patty.getByRole('radio', { name: /Veggie/ })).toBeChecked();

  // Tab leaves the group from the chosen radio; Shift+Tab comes back to it, not to Beef or Chicken.
  await page.keyboard.press('Tab');
  expect(await focusedRadioIn(patty)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedRadioIn(patty)).toMatch(/^Veggie/);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedRadioIn(patty)).toBeNull();
  await page.keyboard.press('Tab');
  expect(await focusedRadioIn(patty)).toMatch(/^Veggie/);
  await page.keyboard.press('ArrowUp');
  await expect(patty.getByRole('radio', { name: /Chicken/ })).toBeChecked();
});

test('each slot of a combo is one Tab stop: Tab walks Main, Side, Drink, then the request', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Burger Combo to cart' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Burger Combo' });
  await expect(dialog.getByTestId('item-dialog-main')).toBeVisible();
  const slots = dialog.getByRole('radiogroup');
  await expect(slots).toHaveCount(3);
  await tabUntil(page, async () => (await focusedRadioIn(slots.first())) !== null);
  const reached: (string | null)[] = [];
  for (const index of [0, 1, 2]) {
    reached.push(await focusedRadioIn(slots.nth(index)));
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual([
    expect.stringMatching(/^Build Your Burger/),
    expect.stringMatching(/^Classic Fries/),
    expect.stringMatching(/^Iced Tea/),
  ]);
  await expect(dialog.getByRole('textbox')).toBeFocused();
});
