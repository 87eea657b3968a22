import { expectAccessible, logInThroughApi } from '../support/journey';
import { expect, test } from '../support/test';

test('opening another store wipes the other store cart and browser state, keeping the login (spec 3 §4)', async ({
  page,
}) => {
  await logInThroughApi(page);
  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('Cart, 1 item');
  await page.context().addCookies([{ name: 'seen', value: '1', url: new URL(page.url()).origin }]);
  await page.evaluate(async () => {
    window.sessionStorage.setItem('forcePopup', '1');
    await caches.open('left-over').then((cache) => cache.put('/owa/x', new Response('x')));
  });

  await page.goto('/owa/r/maple-uptown/1002/LUNCH');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Uptown' })).toBeVisible();
  await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('Cart, empty');
  const state = await page.evaluate(async () => ({
    lastStoreId: window.localStorage.getItem('lastStoreId'),
    auth: window.localStorage.getItem('auth') !== null,
    session: window.sessionStorage.length,
    cookie: document.cookie,
    leftOver: await caches.has('left-over'),
  }));
  expect(state).toEqual({ lastStoreId: '1002', auth: true, session: 0, cookie: '', leftOver: false });
  await expectAccessible(page);

  // Back at the first store, its cart is gone too: it was wiped, not hidden.
  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
  await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('Cart, empty');
});

test('on the home and 404 pages the shell fetches the kept last store and its group (spec 3 §4)', async ({
  page,
}) => {
  const site = page.getByRole('navigation', { name: 'Site' });
  const locations = site.getByRole('link', { name: 'Locations' });
  // A first visit keeps no store: the home page's header is the plain one.
  await page.goto('/owa/');
  await expect(site.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(locations).toHaveCount(0);

  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await expect(locations).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('lastStoreId'), localStorage.getItem('lastGroupId')]),
    )
    .toEqual(['1001', 'G1001']);

  for (const path of ['/owa/', '/owa/404']) {
    await page.goto(path);
    await expect(locations).toHaveAttribute('href', '/owa/g/maple-co/G1001/');
    await expect(site.getByRole('link', { name: 'Maple & Co.' })).toBeVisible();
  }
  await expectAccessible(page);
});
