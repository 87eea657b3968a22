import { expectAccessible } from '../support/journey';
import { E2E_PORT_BASE, portsFrom } from '../support/site';
import { expect, type Page, test } from '../support/test';

/**
 * The design kit's late entries (its dialogs, then its overlays: Ark, zag, floating-ui, ~100 KB gzip
 * together) stay off the store page's critical path: the host requests them only once the route's
 * first item has painted, provides each to every remote as one shared singleton, and a click that
 * comes before the dialogs have arrived shows the dialog's frame until they have.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
const HOST_CHUNK = /\/owa\/[^/]+\.[0-9a-f]{8,}\.js$/;
/** The dialogs entry's chunk, recognised by its sources (the dialog of the design kit's Chakra). */
const OVERLAY_SOURCE = /@chakra-ui\/react\/dist\/esm\/components\/dialog\//;

/** Records, in page time, when an item is first in the DOM (painted in that frame). */
async function watchFirstItem(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = () => {
      if (document.querySelector('[data-item-code]')) {
        (window as unknown as { firstItemAt: number }).firstItemAt = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

async function scriptsOf(page: Page): Promise<{ url: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  );
}

/** Waits for the page to have requested the overlays chunk; returns it. */
async function overlaysChunk(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
): Promise<{ url: string; startTime: number }> {
  let overlays: { url: string; startTime: number } | undefined;
  await expect
    .poll(
      async () => {
        for (const script of await scriptsOf(page)) {
          if (!HOST_CHUNK.test(new URL(script.url).pathname)) continue;
          const map = await request.get(`${script.url}.map`);
          if (
            map.ok() &&
            ((await map.json()) as { sources: string[] }).sources.some((s) => OVERLAY_SOURCE.test(s))
          )
            overlays = script;
        }
        return overlays?.url ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return overlays!;
}

test('the overlays are requested after the first item has painted, and served once by the host', async ({
  page,
  request,
}) => {
  const ports = portsFrom(E2E_PORT_BASE);
  await watchFirstItem(page);
  await page.goto(STORE_PAGE);
  await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();

  const overlays = await overlaysChunk(page, request);
  expect(new URL(overlays.url).port).toBe(String(ports.host));
  const firstItemAt = await page.evaluate(() => (window as unknown as { firstItemAt: number }).firstItemAt);
  expect(overlays.startTime).toBeGreaterThan(firstItemAt);

  await page.getByRole('button', { name: 'Add Build Your Burger to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Build Your Burger' });
  await expect(dialog.getByTestId('item-dialog-main')).toBeVisible();
  await expectAccessible(page, dialog);
  // One loaded entry in the share scope (its `from` names whoever asked first, not the provider),
  // and no remote fetched a copy of its own: every script with the overlays' code is the host's.
  const loadedEntries = await page.evaluate(() => {
    type Entry = { loaded?: boolean };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const loaded = new Set<Entry>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const entry of Object.values(scopes.default?.['@owa/shared/design-kit/dialogs'] ?? {}))
        if (entry.loaded) loaded.add(entry);
    }
    return loaded.size;
  });
  expect(loadedEntries).toBe(1);
  const withOverlays: string[] = [];
  for (const script of await scriptsOf(page)) {
    const map = await request.get(`${script.url.split('?')[0]}.map`);
    if (map.ok() && ((await map.json()) as { sources: string[] }).sources.some((s) => OVERLAY_SOURCE.test(s)))
      withOverlays.push(new URL(script.url).port);
  }
  expect(withOverlays).toEqual([String(ports.host)]);
});

test('a click on an item before the overlays have arrived shows the dialog’s frame, then the dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A first visit names the overlays chunk; the second holds it until the diner has clicked.
  const first = await browser.newPage();
  await first.goto(STORE_PAGE);
  const { url } = await overlaysChunk(first, request);
  await first.close();

  // Its own context: axe runs in contexts it can open frames in.
  const context = await browser.newContext();
  const page = await context.newPage();
  const held: (() => void)[] = [];
  await page.route(url, async (route) => {
    await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Build Your Burger to cart' }).click();

  // The click answers at once with the dialog's frame (the first-paint kit's), busy while the code
  // is held, and its close button holds the focus.
  const dialog = page.getByRole('dialog', { name: 'Build Your Burger' });
  await expect(dialog.getByRole('status')).toHaveText('Opening item...');
  await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByTestId('item-dialog-main')).toHaveCount(0);
  await expectAccessible(page, '[data-testid="item-dialog-opening"]');

  for (const release of held.splice(0)) release();
  await expect(dialog.getByTestId('item-dialog-main')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('item-dialog-main')).toHaveText(/Add to cart\s*\$11\.99/);
  await context.close();
});
