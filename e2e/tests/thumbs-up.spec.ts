import { expectAccessible, logInThroughApi, PHONE, resetDemoData, SAM } from '../support/journey';
import { expect, type Page, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

const likeButton = (page: Page, name: string) =>
  page.getByRole('article', { name }).getByRole('button', { name: new RegExp(`^Like ${name},`) });

const anonymousLikes = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('anonymousLikes') ?? '{}') as Record<string, string>,
  );

test.describe('thumbs-up', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test('a visitor likes Classic Fries, keeps the like over a reload, and takes it back', async ({ page }) => {
    await page.goto(STORE_PAGE);
    const like = likeButton(page, 'Classic Fries');
    await expect(like).toHaveAccessibleName('Like Classic Fries, 42 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'main');

    await like.click();
    await expect(like).toHaveAccessibleName('Like Classic Fries, 43 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(Object.keys(await anonymousLikes(page))).toEqual(['FRIES']);

    await page.reload();
    await expect(like).toHaveAccessibleName('Like Classic Fries, 43 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // By keyboard: the button keeps the focus while the like is sent and after it.
    await like.press('Enter');
    await expect(like).toHaveAccessibleName('Like Classic Fries, 42 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toBeFocused();
    expect(await anonymousLikes(page)).toEqual({});
  });

  test("a customer's like comes back from their history after a reload", async ({ page }) => {
    await logInThroughApi(page, SAM.phone);
    await page.goto(STORE_PAGE);
    const like = likeButton(page, 'Build Your Burger');
    await expect(like).toHaveAccessibleName('Like Build Your Burger, 17 likes');
    await like.click();
    await expect(like).toHaveAccessibleName('Like Build Your Burger, 18 likes');
    expect(await anonymousLikes(page)).toEqual({});

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like Build Your Burger, 18 likes');
    await like.click();
    await expect(like).toHaveAccessibleName('Like Build Your Burger, 17 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('thumbs-up on a phone', () => {
  test.use(PHONE);

  test('a tap likes the item', async ({ page }) => {
    await resetDemoData();
    await page.goto(STORE_PAGE);
    const like = likeButton(page, 'Onion Rings');
    await like.tap();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like Onion Rings, 1 like');
  });
});
