// Shared steps of the loyalty journeys (loyalty, rewards, coupons, punch-cards specs).
import { expect, type Locator, type Page } from '../support/test';

export const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

/**
 * Opens the store page and returns the promotions carousel. The store page's sub-header renders
 * `<Slot name="account:promotions-carousel" />` on the menu team's branch; where it does not yet, the
 * journey mounts the slot itself through the host's own slot mounter, exactly as that Slot does, so
 * the host binding and the account parcel are what is exercised either way.
 */
export async function openStoreWithCarousel(
  page: Page,
  regionName = 'Promotions and rewards',
): Promise<Locator> {
  await page.goto(STORE_PAGE);
  await expect(page.getByTestId('store-name')).toBeVisible();
  if ((await page.locator('[data-slot="account:promotions-carousel"]').count()) === 0) {
    await page.evaluate(async () => {
      type Mounter = (name: string, element: HTMLElement, props: object) => Promise<unknown>;
      const mounter = (globalThis as unknown as Record<symbol, Mounter>)[Symbol.for('owa.slot-mounter.v1')];
      if (!mounter) throw new Error('the host provides no slot mounter');
      const element = document.createElement('span');
      element.dataset.slot = 'account:promotions-carousel';
      element.style.display = 'contents';
      const route = document.getElementById('owa-route') ?? document.body;
      route.prepend(element);
      await mounter('account:promotions-carousel', element, {});
    });
  }
  const carousel = page.getByRole('complementary', { name: regionName });
  await expect(carousel).toBeVisible();
  return carousel;
}

type Bus = {
  current(name: string): unknown;
  emit(name: string, payload: unknown): void;
};

/** The last value of a replayed bus channel, as another team's code would read it. */
export function channel<T>(page: Page, name: string): Promise<T> {
  return page.evaluate(
    (channelName) =>
      (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('owa.event-bus.v1')]?.current(channelName),
    name,
  ) as Promise<T>;
}

/**
 * Records the commands of the given names the page emits from now on, in `window.__commands`. It
 * watches the sending, not the handling: a subscriber would count as the command's handler, and a
 * command whose team has not loaded yet would no longer wait on the bus for it.
 */
export async function recordCommands(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate((list) => {
    const scope = window as unknown as { __commands: { name: string; payload: unknown }[] };
    scope.__commands = [];
    const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('owa.event-bus.v1')];
    if (!bus) return;
    const send = bus.emit.bind(bus);
    bus.emit = (name, payload) => {
      if (list.includes(name)) scope.__commands.push({ name, payload });
      send(name, payload);
    };
  }, names);
}

export function recordedCommands(page: Page): Promise<{ name: string; payload: unknown }[]> {
  return page.evaluate(
    () => (window as unknown as { __commands: { name: string; payload: unknown }[] }).__commands,
  );
}

export interface AppliedPromotions {
  storeId: string | null;
  redemptionItems: { rewardId: string; qty: number; redeemPoints: number }[];
  coupon: { code: string } | null;
  punchCards: { id: string; using: number }[];
}
