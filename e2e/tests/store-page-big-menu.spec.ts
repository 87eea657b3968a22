// @ts-expect-error: plain ESM fixture shared with the benchmark
import { serveBigMenu } from '../../scripts/bench/big-menu.mjs';
import { expectAccessible, PHONE } from '../support/journey';
import { expect, test } from '../support/test';

const STORE = '/owa/r/maple-downtown/1001/ALLDAY';

test.describe('a 1,000-item menu (a test fixture, issue 7 point 8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
    await serveBigMenu(page);
  });

  test('renders only the categories near the viewport, more as it scrolls', async ({ page }) => {
    await page.goto(STORE);
    await expect(page.getByRole('article', { name: 'Classic Burger 0' })).toBeVisible();
    // The screen is filled with cards, and the rest of the menu waits below it as a placeholder.
    const placeholder = page.locator('[data-lazy-placeholder]').first();
    await expect
      .poll(() =>
        placeholder.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight),
      )
      .toBe(true);
    const rendered = await page.getByRole('article').count();
    expect(rendered).toBeLessThan(200);
    for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(rendered);
    await expectAccessible(page, '#owa-area-mfe-menu');
  });

  test('search filters the thousand items and clears back', async ({ page }) => {
    await page.goto(STORE);
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('golden pizza 72');
    await expect(page.getByRole('article', { name: 'Golden Pizza 72' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('chili oil');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('200 items found')).toBeAttached();
    await search.fill('');
    await expect(page.getByRole('article', { name: 'Classic Burger 0' })).toBeVisible();
  });

  test.describe('on a 412 px phone', () => {
    test.use({ ...PHONE });

    test('typing a search adds no media-query or layered CSS rules (each one restyles the whole page)', async ({
      page,
    }) => {
      await page.goto(STORE);
      await expect(page.getByRole('article', { name: 'Classic Burger 0' })).toBeVisible();
      const groupedRules = () =>
        page.evaluate(() => {
          let count = 0;
          const walk = (rules: CSSRuleList) => {
            for (const rule of Array.from(rules)) {
              if (rule instanceof CSSMediaRule || rule instanceof CSSLayerBlockRule) count += 1;
              if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
            }
          };
          for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
          return count;
        });
      const search = page.getByRole('searchbox', { name: 'Search the menu' });
      await search.click();
      // What mounts when the page is idle (back-to-top, the dialogs' warm-up, the promotions) adds its
      // rules first: the count must hold for two seconds before typing.
      await page.waitForLoadState('networkidle');
      let before = -1;
      let unchanged = 0;
      await expect
        .poll(
          async () => {
            const now = await groupedRules();
            unchanged = now === before ? unchanged + 1 : 0;
            before = now;
            return unchanged;
          },
          { intervals: [1000], timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(2);
      await search.pressSequentially('spicy p');
      await expect(page.getByRole('article', { name: 'Spicy Pizza 12' })).toBeVisible();
      await search.press('Backspace');
      await search.press('Backspace');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await groupedRules()).toBe(before);
    });
  });

  test('?id= reveals the lazy categories up to an item in the last one and highlights it', async ({
    page,
  }) => {
    await page.goto(`${STORE}?id=BIG0990`);
    const card = page.locator('[data-item-code="BIG0990"]');
    // Rendering the 40 categories up to it takes a while on a busy machine: the page keeps retrying.
    await expect(card).toHaveAttribute('data-highlighted', 'true', { timeout: 20_000 });
    await expect(card).toBeInViewport();
  });
});
