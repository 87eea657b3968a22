import { expectAccessible, JANE, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
/** 09:00 in Toronto (DEMO-DATA): Breakfast is Maple Uptown's menu available then. */
const NINE_AM = new Date('2026-11-20T14:00:00Z');

/** The address's query as a plain object, to compare what was kept. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

test.describe('the remotes navigate through the shell, which carries the diner’s query (spec 1 §2.1, spec 3 §2)', () => {
  test.beforeEach(async () => {
    await resetDemoData();
  });

  test('vc and tid follow the diner from menu selection to the menu chosen, by keyboard', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NINE_AM);
    await page.goto('/owa/r/maple-uptown/1002?vc=1&tid=7');
    await expect(page.getByRole('heading', { name: 'Choose a menu' })).toBeVisible();
    const breakfast = page
      .getByRole('listitem', { name: 'Breakfast' })
      .getByRole('link', { name: 'Breakfast' });
    await breakfast.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/owa\/r\/maple-uptown\/1002\/BREAKFAST\?/);
    expect(queryOf(page.url())).toEqual({ vc: '1', tid: '7' });
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Uptown' })).toBeVisible();
    await expectAccessible(page, '#owa-area-mfe-menu');
  });

  test('vc and dineInOnly follow the diner from the store to the account menu’s page, by keyboard', async ({
    page,
  }) => {
    await logInThroughApi(page);
    await page.goto(`${STORE_PAGE}?vc=1&dineInOnly=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
    const accountMenu = page.getByRole('button', { name: `Account menu: ${JANE.name}` });
    await accountMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Account info' })).toBeVisible();
    await expectAccessible(page, menu);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Account info' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/owa\/snappy\/detail\/G1001\/1001\/account\?/);
    expect(queryOf(page.url())).toMatchObject({ vc: '1', dineInOnly: '1' });
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expectAccessible(page, '#owa-area-mfe-account-loyalty');
  });
});
