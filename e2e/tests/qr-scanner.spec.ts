import QRCode from 'qrcode';
import { orderContext, scanTable } from '../support/dine-in';
import { expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

/**
 * The QR scanner where there is no camera (headless Chromium has none): a photo of the code is
 * decoded in the page with jsqr. A code of another store is refused and nothing navigates.
 */
const CAFE = '/owa/r/maple-harbour/1003/CAFE';

async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 4, scale: 8 });
}

test('a photo of another store’s table QR is refused; this store’s code sets the table', async ({ page }) => {
  await page.goto(CAFE);
  await scanTable(page, '1003', '989898');
  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
  await cart.getByRole('button', { name: 'Change table' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code on your table' });
  await expect(scanner).toBeVisible();
  // No camera here: the scanner says why and takes a photo instead.
  await expect(scanner.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, scanner);

  const before = page.url();
  const upload = scanner.locator('input[type=file]');
  await upload.setInputFiles({
    name: 'other-store.png',
    mimeType: 'image/png',
    buffer: await qrPng('https://example.com/owa/snappy/al/G1001/scan/1001/7'),
  });
  await expect(scanner.getByText('Invalid QR Code')).toBeVisible();
  await upload.setInputFiles({
    name: 'not-a-table.png',
    mimeType: 'image/png',
    buffer: await qrPng('https://evil.example/pay?to=me'),
  });
  await expect(scanner.getByText('Invalid QR Code')).toBeVisible();
  expect(page.url()).toBe(before);
  expect((await orderContext(page))?.tableId).toBe('989898');

  await upload.setInputFiles({
    name: 'table-12.png',
    mimeType: 'image/png',
    buffer: await qrPng(`${new URL(page.url()).origin}/app/scan/1003/12`),
  });
  await expect(scanner).toBeHidden();
  await expect.poll(async () => (await orderContext(page))?.tableId).toBe('12');
  await expect.poll(async () => (await orderContext(page))?.tableMenuCodes).toEqual(['CAFE', 'WINE']);
  expect(new URL(page.url()).searchParams.get('tid')).toBe('12');
});
