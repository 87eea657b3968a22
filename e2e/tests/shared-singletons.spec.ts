import { E2E_PORT_BASE, portsFrom } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Each singleton, recognised by its source files in the bundles' source maps. For the contract
 * package only its stateful surface counts (bus, API client, slots, routes, i18n, version): the
 * entity schemas and domain rules are stateless and may be bundled by any app.
 */
const SINGLETONS: Record<string, RegExp> = {
  react: /node_modules\/react\/(?!.*node_modules)/,
  'react-dom': /node_modules\/react-dom\/(?!.*node_modules)/,
  '@emotion/react': /node_modules\/@emotion\/react\//,
  'react-intl': /node_modules\/react-intl\//,
  rxjs: /node_modules\/rxjs\//,
  'design kit (Chakra)': /shared\/src\/design-kit\/|node_modules\/@chakra-ui\/react\//,
  '@owa/shared': /shared\/src\/(bus|api-client|slots|routes|contract|react|i18n)\//,
};

/** What the cart, the account and the menu all use and the host does not (build preset). */
const REMOTE_LIBRARIES: Record<string, RegExp> = {
  moment: /node_modules\/moment\/moment\.js$/,
  'moment-timezone': /node_modules\/moment-timezone\/moment-timezone\.js$/,
  '@reduxjs/toolkit': /node_modules\/@reduxjs\/toolkit\/dist\//,
  'react-redux': /node_modules\/react-redux\/dist\//,
};

async function sourcesOf(request: import('@playwright/test').APIRequestContext, scriptUrl: string) {
  const map = await request.get(`${scriptUrl.split('?')[0]}.map`);
  if (!map.ok()) return [];
  return ((await map.json()) as { sources: string[] }).sources;
}

test('every shared singleton is loaded once, from the host: no remote ships its own copy', async ({
  page,
  request,
}) => {
  const ports = portsFrom(E2E_PORT_BASE);
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    // Scripts from the servers: a blob's (the shell's ICU worker) is made in the page and has no map.
    if (sent.resourceType() === 'script' && /^https?:/.test(sent.url())) scripts.add(sent.url());
  });

  await page.goto('/owa/r/maple-downtown/1001/ALLDAY');
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Login/Sign Up' })).toBeVisible();

  const remotePorts = new Set([ports.menu, ports.cart, ports.account].map(String));
  const hostSources: string[] = [];
  const copies: string[] = [];
  const sourcesByScript = new Map<string, string[]>();
  for (const url of scripts) {
    const sources = await sourcesOf(request, url);
    sourcesByScript.set(url, sources);
    const fromRemote = remotePorts.has(new URL(url).port);
    if (!fromRemote) hostSources.push(...sources);
    for (const [name, signature] of Object.entries(SINGLETONS)) {
      if (fromRemote && sources.some((source) => signature.test(source))) copies.push(`${name} in ${url}`);
    }
  }
  // The signatures do find each singleton, in the host's bundle: the check above cannot pass by
  // recognising nothing.
  for (const [name, signature] of Object.entries(SINGLETONS)) {
    expect(
      hostSources.some((source) => signature.test(source)),
      `${name} found in the host`,
    ).toBe(true);
  }
  expect(copies).toEqual([]);

  // The federation runtime agrees: one loaded provider per shared module.
  const loadedFrom = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          result[name] = [...new Set([...(result[name] ?? []), `${version}@${entry.from}`])];
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-intl',
    '@owa/shared/rx',
    // Lazy, from the host only: the Add above needed it.
    '@owa/shared/rx-time',
    '@owa/shared',
    '@owa/shared/design-kit',
  ]) {
    expect.soft(loadedFrom[name], `${name} is loaded from exactly one provider`).toHaveLength(1);
  }

  // Libraries only the remotes use: whichever remote loads first provides them to the others, so
  // the page fetches (and evaluates) one copy, where it used to take one from each remote. A copy
  // may span several chunks of its remote.
  for (const [name, signature] of Object.entries(REMOTE_LIBRARIES)) {
    const carriers = new Set<string>();
    for (const [url, sources] of sourcesByScript) {
      if (sources.some((source) => signature.test(source))) carriers.add(new URL(url).port);
    }
    expect.soft([...carriers], `${name} comes from one remote`).toHaveLength(1);
  }
});
