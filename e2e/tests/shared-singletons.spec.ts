import { expect, test } from '@playwright/test';
import { E2E_PORT_BASE, portsFrom } from '../support/site';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  'react-intl',
  'rxjs',
  '@owa/shared',
  '@owa/shared/design-kit',
] as const;

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

test('every shared singleton is loaded once: no remote downloads its own copy', async ({ page, request }) => {
  const ports = portsFrom(E2E_PORT_BASE);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });

  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();

  // Each remote's manifest names the chunks holding its fallback copy of every shared module.
  const fallbackCopies = new Map<string, string>();
  for (const port of [ports.menu, ports.cart, ports.account]) {
    const manifest = (await (await request.get(`http://localhost:${port}/mf-manifest.json`)).json()) as {
      shared: ManifestShared[];
    };
    for (const shared of manifest.shared) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        fallbackCopies.set(`http://localhost:${port}/${file}`, shared.name);
      }
    }
  }
  expect(fallbackCopies.size).toBeGreaterThan(0);
  const secondCopies = scripts.filter((url) => fallbackCopies.has(url)).map((url) => fallbackCopies.get(url));
  expect(secondCopies).toEqual([]);

  // The federation runtime agrees: one registered and loaded version per singleton.
  const shareScope = await page.evaluate(
    (names) => {
      type Entry = { loaded?: boolean; from?: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__;
      const result: Record<string, { versions: number; loadedFrom: string[] }> = {};
      for (const name of names) {
        const loadedFrom = new Set<string>();
        let versions = 0;
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const [version, entry] of Object.entries(scopes.default?.[name] ?? {})) {
            versions = Math.max(versions, Object.keys(scopes.default?.[name] ?? {}).length);
            if (entry.loaded) loadedFrom.add(`${version}@${entry.from}`);
          }
        }
        result[name] = { versions, loadedFrom: [...loadedFrom] };
      }
      return result;
    },
    [...SINGLETONS],
  );

  for (const name of SINGLETONS) {
    expect.soft(shareScope[name]?.loadedFrom, `${name} is loaded from exactly one provider`).toHaveLength(1);
  }
});
