import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

test('the home page on a phone: groups, their stores and the way to every location', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/owa/');
  await expect(page.getByRole('heading', { level: 1, name: 'Order online' })).toBeVisible();
  const maple = page.getByRole('region', { name: 'Maple & Co.' });
  await expect(maple.getByRole('link')).toHaveText([
    'Maple Downtown',
    'Maple Uptown',
    'Maple Harbour Café',
    'All locations of Maple & Co.',
  ]);
  await expectAccessible(page);
  await maple.getByRole('link', { name: 'All locations of Maple & Co.' }).click();
  await expect(page).toHaveURL(/\/owa\/g\/maple-co\/G1001\/$/);
  await context.close();
});
