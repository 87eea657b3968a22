import { expect, type Page } from '@playwright/test';

/** Dine-in journey helpers: the page's bus, as the shell's table-QR route uses it. */
type Bus = {
  emit: (name: string, payload: unknown) => void;
  current: (name: string) => unknown;
};

export async function scanTable(page: Page, storeId: string, tableId: string): Promise<void> {
  // The cart's service app is mounted after the first paint: its header button says it is there.
  // By test id: its name is the diner's language ('السلة' in Arabic).
  await expect(page.getByTestId('header-cart-button')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(
    ({ storeId, tableId }) => {
      const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('owa.event-bus.v1')];
      bus?.emit('cart:table-scanned', { groupId: 'G1001', storeId, tableId });
    },
    { storeId, tableId },
  );
}

export async function orderContext(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('owa.event-bus.v1')];
    return (bus?.current('cart:order-context') as Record<string, unknown> | undefined) ?? null;
  });
}
