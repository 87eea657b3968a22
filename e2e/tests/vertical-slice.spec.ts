import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('vertical slice: store page composed from the host and three remotes', () => {
  test('shows the header, the store from the API and the menu items with their prices', async ({ page }) => {
    await page.goto(STORE_PAGE);
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();

    // Names and prices fixed by DEMO-DATA.md.
    const demoPrices: [string, string][] = [
      ['Classic Fries', '$4.99'],
      ['Onion Rings', '$5.49'],
      ['Build Your Burger', '$11.99'],
      ['Family Feast', '$39.99'],
      ['Poke Bowl', 'From $13.00'],
    ];
    for (const [name, price] of demoPrices) {
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('item-price')).toHaveText(price);
    }
    await expect(page.getByRole('article', { name: 'Family Feast' })).toContainText('Order Limit: 2');
    await expect(
      page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('adding Classic Fries emits an event and the cart button in the header counts it', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(STORE_PAGE);
    const cartButton = page.getByTestId('header-cart-button');
    await expect(cartButton).toHaveAccessibleName('Cart, empty');
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');

    await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

    // Once in the cart, the card's Add turns into its quantity stepper (spec 1 §4.7).
    await page.getByRole('button', { name: 'Add one Classic Fries' }).click();
    await page.getByRole('button', { name: 'Add Onion Rings to cart' }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
    await expect(cartButton).toHaveAccessibleName('Cart, 3 items');
    expect(pageErrors).toEqual([]);
  });

  test('an unknown path under /owa is sent to the 404 page, and /owa deep links load the site', async ({
    page,
  }) => {
    await page.goto('/owa/this/does/not/exist');
    await expect(page).toHaveURL(/\/owa\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  });

  test('a store that does not exist says so', async ({ page }) => {
    await page.goto('/owa/r/nowhere/9999/ALLDAY');
    await expect(page.getByText('The store you are looking for could not be found')).toBeVisible();
  });

  test('the cart survives a reload of the page', async ({ page }) => {
    await page.goto(STORE_PAGE);
    await page.getByRole('button', { name: 'Add Onion Rings to cart' }).click();
    await page.getByRole('button', { name: 'Add one Onion Rings' }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await page.reload();
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await expect(page.getByTestId('header-cart-button')).toHaveAccessibleName('Cart, 2 items');
  });

  test('items the catalogue forbids online cannot be added, and dine-in-only items are not offered for pickup', async ({
    page,
  }) => {
    await page.goto(STORE_PAGE);
    const lobster = page.getByRole('article', { name: 'Lobster Roll' });
    await expect(lobster.getByTestId('item-unavailable')).toHaveText('Sold out');
    // No way to add it (its thumbs-up stays: liking needs no stock).
    await expect(lobster.getByRole('button', { name: /^Add / })).toHaveCount(0);
    const beer = page.getByRole('article', { name: 'Draft Beer' });
    await expect(beer.getByTestId('item-unavailable')).toHaveText('Order In Store Only');
    await expect(beer.getByRole('button', { name: /^Add / })).toHaveCount(0);
    // DEMO-DATA: Chef's Tasting Platter is sale type DINE_IN; the default order type is pickup.
    await expect(page.getByRole('article', { name: 'Classic Fries' })).toBeVisible();
    await expect(page.getByRole('article', { name: "Chef's Tasting Platter" })).toHaveCount(0);
  });

  test('once the time rules load, weekend brunch is offered on weekends only and the cake needs a day of notice', async ({
    page,
  }) => {
    // Wednesday 12:00 in Toronto (the store's zone), whatever the machine's own zone and date.
    await page.clock.setFixedTime(new Date('2026-11-25T17:00:00Z'));
    await page.goto(STORE_PAGE);
    await expect(
      page.getByRole('article', { name: 'Weekend Brunch Plate' }).getByTestId('item-unavailable'),
    ).toHaveText('Not Available');
    await expect(
      page.getByRole('article', { name: 'Celebration Cake' }).getByTestId('item-unavailable'),
    ).toHaveText('Not Available');
    await expect(page.getByRole('button', { name: 'Add Classic Fries to cart' })).toBeVisible();

    // Saturday 12:00 in Toronto.
    await page.clock.setFixedTime(new Date('2026-11-28T17:00:00Z'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Weekend Brunch Plate to cart' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Celebration Cake' }).getByTestId('item-unavailable'),
    ).toHaveText('Not Available');
  });
});
