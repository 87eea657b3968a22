import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test('on a phone in Arabic the header works by keyboard alone (issue 10, UI rules)', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(STORE_PAGE);
  const header = page.locator('#owa-header');
  const language = header.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();

  // The language by keyboard: English is first, Arabic is eighth of the nine.
  await language.focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(header.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

  // After a reload (the choice is kept), Tab walks the header from the page's start, right to
  // left: back, logo, links, Locations, language.
  // The header fills in as the store and its group arrive (back needs both): Tab once it is whole.
  await page.reload();
  await expect(header.getByRole('combobox', { name: 'اللغة' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'رجوع' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'الفروع' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('button', { name: 'رجوع' })).toBeFocused();
  await page.keyboard.press('Tab');
  const brand = header.getByRole('link', { name: 'Maple & Co.' });
  await expect(brand).toBeFocused();
  // The group's name keeps its own direction inside the right-to-left header.
  await expect(brand.locator('bdi')).toHaveText('Maple & Co.');
  for (const name of [/Catering/, 'الفروع']) {
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(header.getByRole('combobox', { name: 'اللغة' })).toBeFocused();

  // The account menu opens with Enter and Escape gives the focus back.
  const more = header.getByRole('button', { name: 'المزيد' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectAccessible(page, menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // The cart opens with Enter, takes the focus, and Escape gives it back.
  const cartButton = page.getByTestId('header-cart-button');
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await expect(cart).toBeVisible();
  await expect(cart.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(cartButton).toBeFocused();

  // Locations by keyboard leads to the group page, still in Arabic.
  await header.getByRole('link', { name: 'الفروع' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/owa\/g\/maple-co\/G1001\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectAccessible(page);
  await context.close();
});
