import { DEMO_CODE, expectAccessible, JANE, PHONE } from '../support/journey';
import { expect, type Page, test } from '../support/test';

const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

async function openLogin(page: Page) {
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Login/Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login/Sign Up' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('login dialog (spec 3 §2, §4, §5)', () => {
  test('Jane logs in with the demo code: the six boxes submit on the sixth digit', async ({ page }) => {
    const dialog = await openLogin(page);
    await expectAccessible(page, dialog);
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });
    // Pasted text keeps only its digits.
    await phone.fill('(416) 555-0100');
    await expect(phone).toHaveValue(JANE.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();

    await expect(dialog.getByText(`Enter the 6 digit code sent to ${JANE.phone}`)).toBeVisible();
    const first = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page, dialog);
    await first.click();
    await page.keyboard.type(DEMO_CODE);

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Account menu: ${JANE.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeHidden();
  });

  test('a wrong code clears the boxes and says so; a short code is refused', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(JANE.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const first = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.click();
    await page.keyboard.type('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Please enter a 6 digit code')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Digit 4 of 6' }).click();
    await page.keyboard.type('999');
    await expect(dialog.getByText('Code is incorrect.')).toBeVisible();
    for (let index = 1; index <= 6; index += 1) {
      await expect(dialog.getByRole('textbox', { name: `Digit ${index} of 6` })).toHaveValue('');
    }
    await expectAccessible(page, dialog);
    // Back returns to step 1 with the number kept; Close at step 1 closes.
    await dialog.getByRole('button', { name: 'Back' }).first().click();
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue(JANE.phone);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('resend is blocked for 60 seconds with a countdown (phone, clock)', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    await page.clock.install();
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(JANE.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const resend = dialog.getByRole('button', { name: /Resend code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText('Resend code in 60s');
    await page.clock.runFor(30_000);
    await expect(resend).toHaveText('Resend code in 30s');
    await page.clock.runFor(30_000);
    await expect(resend).toHaveText('Resend code');
    await expect(resend).toBeEnabled();
    await expectAccessible(page, dialog);
    await context.close();
  });

  test('the phoneNumber query fills the phone in', async ({ page }) => {
    await page.goto(`${STORE_PAGE}?phoneNumber=${JANE.phone}`);
    await page.getByRole('button', { name: 'Login/Sign Up' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(JANE.phone);
  });
});
