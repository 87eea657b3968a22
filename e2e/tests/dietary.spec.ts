import { expectAccessible, PHONE } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 22: calories and dietary icons on the cards, the whole card opening the item, the allergens
 * and calories of the configuration in the item dialog, the Dietary filter with the store's
 * disclaimer, kept across a reload. Store 1001's facts are DEMO-DATA.md's.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openStorePage(page: Page, lang?: 'ar'): Promise<void> {
  await page.addInitScript((language) => {
    window.localStorage.setItem('owa.menu.visited.1001', '1');
    if (language) window.localStorage.setItem('lang', language);
  }, lang ?? null);
  await page.goto(STORE_PAGE);
  // The suite's first page load meets cold servers.
  await expect(card(page, 'Classic Fries')).toBeVisible({ timeout: 20_000 });
}

/** Presses Tab until the focused element has the accessible name, as a keyboard user moves on. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? null) : null;
      return (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" not reached within ${limit} Tab presses`);
}

test.describe('dietary filters, calories and allergens on a desktop, keyboard only', () => {
  test('cards show calories and icons; Vegan keeps the vegan dishes, survives a reload, clears when nothing matches', async ({
    page,
  }) => {
    await openStorePage(page);
    const fries = card(page, 'Classic Fries');
    await expect(fries.getByTestId('item-calories')).toHaveText('420 Cal');
    await expect(fries.getByRole('img', { name: 'VEGAN' })).toBeVisible();
    await expect(card(page, 'Build Your Burger').getByTestId('item-calories')).toHaveText('430–860 Cal');
    await expectAccessible(page, 'main');

    await tabTo(page, 'Dietary');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Dietary filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('allergen-disclaimer')).toContainText(
      'Our kitchen handles all major allergens',
    );
    await tabTo(page, 'Vegan');
    await page.keyboard.press('Space');
    await expect(sheet.getByRole('checkbox', { name: 'Vegan', exact: true })).toBeChecked();
    await expect(sheet.getByRole('status')).toHaveText(/^\d+ items? match(es)?$/);
    await expectAccessible(page, sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Dietary/ })).toBeFocused();

    await expect(fries).toBeVisible();
    await expect(card(page, 'Garden Salad')).toBeVisible();
    await expect(card(page, 'Build Your Burger')).toHaveCount(0);
    await expect(card(page, 'Onion Rings')).toHaveCount(0);
    await expect(page.getByTestId('dietary-summary')).toContainText('Only Vegan');

    await page.reload();
    await expect(fries).toBeVisible();
    await expect(page.getByTestId('dietary-summary')).toContainText('Only Vegan');
    await expect(card(page, 'Build Your Burger')).toHaveCount(0);

    await page.getByRole('searchbox').fill('lobster');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('No items match “lobster” with your dietary filters');
    await empty.getByRole('button', { name: 'Clear dietary filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Lobster Roll')).toBeVisible();
    await expect(page.getByTestId('dietary-summary')).toHaveCount(0);
  });

  test('the whole card opens the item; the dialog lists its allergens and calories as they change', async ({
    page,
  }) => {
    await openStorePage(page);
    // A press on the picture, away from the name and the buttons, opens the item.
    const rings = card(page, 'Onion Rings');
    const box = await rings.boundingBox();
    if (!box) throw new Error('Onion Rings has no box');
    await rings.click({ position: { x: box.width / 2, y: 20 } });
    const ringsDialog = page.getByRole('dialog', { name: 'Onion Rings' });
    await expect(ringsDialog.getByTestId('item-allergens')).toContainText('Contains: Gluten, Milk');
    await expect(ringsDialog.getByTestId('item-dialog-calories')).toHaveText('480 Cal');
    await page.keyboard.press('Escape');
    await expect(ringsDialog).toBeHidden();

    // By keyboard: the card's one control is its name.
    await card(page, 'Build Your Burger')
      .getByRole('button', { name: 'Build Your Burger', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    const burger = page.getByRole('dialog', { name: 'Build Your Burger' });
    await expect(burger.getByTestId('item-allergens')).toContainText('Contains: Gluten, Sesame');
    await burger.getByRole('radio', { name: /Beef/ }).focus();
    await page.keyboard.press('Space');
    await expect(burger.getByTestId('item-dialog-calories')).toHaveText('540 Cal');
    await burger.getByRole('checkbox', { name: /Cheese/ }).focus();
    await page.keyboard.press('Space');
    await expect(burger.getByTestId('item-allergens')).toContainText('Contains: Gluten, Milk, Sesame');
    await expect(burger.getByTestId('item-dialog-calories')).toHaveText('650 Cal');
    await expect(burger.getByTestId('allergen-disclaimer')).toBeVisible();
    await expectAccessible(page, burger);
  });
});

test.describe('dietary filters on a 412 px phone in Arabic', () => {
  test.use(PHONE);

  test('Vegetarian keeps Build Your Burger, whose dialog then offers only the Veggie patty', async ({
    page,
  }) => {
    await openStorePage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /^النظام الغذائي/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'عوامل تصفية النظام الغذائي' });
    await sheet.getByText('نباتي', { exact: true }).tap();
    await expect(sheet.getByRole('checkbox', { name: 'نباتي', exact: true })).toBeChecked();
    await expectAccessible(page, sheet);
    await sheet.getByRole('button', { name: /^اعرض/ }).tap();
    await expect(sheet).toBeHidden();

    await expect(card(page, 'Lobster Roll')).toHaveCount(0);
    const burgerCard = card(page, 'Build Your Burger');
    await burgerCard.getByRole('button', { name: 'Build Your Burger', exact: true }).tap();
    const burger = page.getByRole('dialog', { name: 'Build Your Burger' });
    await expect(burger.getByRole('radio')).toHaveCount(1);
    await expect(burger.getByRole('radio', { name: /Veggie/ })).toBeVisible();
    await expect(burger.getByRole('checkbox', { name: /Bacon/ })).toHaveCount(0);
    await expect(burger.getByTestId('item-allergens')).toContainText('الغلوتين');
    await expectAccessible(page, burger);
  });
});
