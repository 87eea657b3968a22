import { orderContext, scanTable } from '../support/dine-in';
import { expectAccessible, JANE, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, test } from '../support/test';

/** Call server (spec 3 §4): the store's services, the ALTCHA captcha, the table and login rules. */
test('a guest at café table 7 calls a server after the captcha; a spent captcha is refused', async ({
  page,
}) => {
  await resetDemoData();
  await page.goto('/owa/r/maple-harbour/1003/CAFE');
  await scanTable(page, '1003', '7');
  await expect.poll(async () => (await orderContext(page))?.tableId).toBe('7');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Maple Harbour Café' })
    .getByRole('button', { name: 'Call server' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Call server' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Water' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Bring the bill' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Need help' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByText('Bring the bill').click();
  await dialog.getByText("I'm not a robot").click();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 30_000 });
  await expectAccessible(page, dialog);
  const sent = page.waitForRequest((request) => request.url().includes('/servicerequest'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ tableNo: '7', code: 'BILL' });
  await expect(dialog.getByText('Your request was sent to the staff.')).toBeVisible();

  // A captcha the server does not accept: 'Error Occured', 'Captcha Error', 'Please, try again'.
  await page.route('**/servicerequest', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), captcha: 'spent' }) }),
  );
  await dialog.getByText("I'm not a robot").click();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert.getByText('Error Occured')).toBeVisible();
  await expect(alert.getByText('Captcha Error. Please, try again')).toBeVisible();
  await expectAccessible(page, dialog);
});

test('without a login where anonymous dine-in is off, calling a server asks to log in', async ({ page }) => {
  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await scanTable(page, '1001', '3');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Maple Downtown' })
    .getByRole('button', { name: 'Call server' })
    .click();
  await expect(page.getByText('Please log in to call a server')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Call server' })).toBeHidden();
});

test('a logged-in diner without a table is asked for one: the scanner opens', async ({ page }) => {
  await logInThroughApi(page, JANE.phone);
  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await cart.getByRole('button', { name: 'Dine-in' }).click();
  await cart.getByRole('button', { name: 'Call server' }).click();
  await expect(page.getByText('Please set your table number in order to begin ordering')).toBeVisible();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code on your table' });
  await expect(scanner).toBeVisible();
  await expectAccessible(page, scanner);
});
