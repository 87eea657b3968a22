import { scanTable } from '../support/dine-in';
import { expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

/**
 * Dine-in location check (spec 3 §4). No demo store verifies location, so the journey turns the
 * setting on in the café's store answer (0.5 km radius) and stands the browser 20 km away.
 */
test('outside the dine-in radius: "Your current location is not in store"', async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: 43.6777, longitude: -79.6248 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.route('**/api/v1/store?*', async (route) => {
    const response = await route.fetch();
    const stores = (await response.json()) as { settings?: { owaSettings?: Record<string, unknown> } }[];
    for (const store of stores)
      if (store.settings?.owaSettings) store.settings.owaSettings.verifyLocation = true;
    await route.fulfill({ response, json: stores });
  });
  await page.goto('/owa/r/maple-harbour/1003/CAFE');
  await scanTable(page, '1003', '7');
  const dialog = page.getByRole('dialog', { name: 'Your current location is not in store' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('a refused location asks for GPS: "Please allow GPS location"', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await page.route('**/api/v1/store?*', async (route) => {
    const response = await route.fetch();
    const stores = (await response.json()) as { settings?: { owaSettings?: Record<string, unknown> } }[];
    for (const store of stores)
      if (store.settings?.owaSettings) store.settings.owaSettings.verifyLocation = true;
    await route.fulfill({ response, json: stores });
  });
  await page.goto('/owa/r/maple-harbour/1003/CAFE');
  await scanTable(page, '1003', '7');
  await expect(page.getByText('Please allow GPS location')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your current location is not in store' })).toBeHidden();
  await context.close();
});
