import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT_BASE, portsFrom } from '../support/site';
import { expect, test } from '../support/test';

const ports = portsFrom(E2E_PORT_BASE);
const host = `http://localhost:${ports.host}`;
const menu = `http://localhost:${ports.menu}`;

/** The host page's main script, by its path. */
async function mainScriptOf(request: APIRequestContext): Promise<string | undefined> {
  const html = await (await request.get(`${host}/owa/`)).text();
  return html.match(/src="(\/owa\/main\.[0-9a-f]+\.js)"/)?.[1];
}

/** The first script of the menu remote's exposed module, from its manifest. */
async function menuExposeChunk(request: APIRequestContext): Promise<string | undefined> {
  const manifest = (await (await request.get(`${menu}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes[0]?.assets.js.sync[0];
}

test.describe('serving like production', () => {
  test('index.html, the remote list, manifests and remote entries are revalidated every time', async ({
    request,
  }) => {
    for (const url of [
      `${host}/owa/r/maple-downtown/1001/ALLDAY`,
      `${host}/owa/remotes.json`,
      `${menu}/mf-manifest.json`,
      `${menu}/remoteEntry.js`,
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
  });

  test("the HTML shows the page's largest picture while its scripts start (store banner, group's first store); the checkout its store", async ({
    request,
  }) => {
    const standIn = (html: string) => html.slice(html.indexOf('id="owa-boot"'), html.indexOf('</main>'));
    const store = standIn(await (await request.get(`${host}/owa/r/maple-downtown/1001/ALLDAY`)).text());
    expect(store).toMatch(/<picture><source media="\(min-width: 769px\)" srcset="[^"]*1001-desktop-/);
    expect(store).toMatch(/<img src="[^"]*\/images\/stores\/1001-main-960\.webp"/);
    // The group page: its first store's picture, in the first card (the banner block hides).
    const group = standIn(await (await request.get(`${host}/owa/g/maple-co/G1001/`)).text());
    expect(group).toMatch(
      /<div class="[^"]*block[^"]*"[^>]*><img src="[^"]*\/images\/stores\/1001-main-960\.webp"/,
    );
    const checkout = standIn(
      await (await request.get(`${host}/owa/snappy/detail/G1001/1001/checkout`)).text(),
    );
    expect(checkout).not.toContain('<picture>');
    expect(checkout).not.toContain('owa-banner');
    expect(checkout).toContain('<p class="store-line">Maple Downtown, 100 King St W, Toronto</p>');
    expect(store).not.toContain('store-line');
    expect(group).not.toContain('store-line');
  });

  test("before its scripts run, the checkout shows the form's shape with its store, not the store page's", async ({
    page,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${host}/owa/snappy/detail/G1001/1001/checkout`);
    const standIn = page.locator('#owa-boot');
    await expect(standIn.getByText('Maple Downtown, 100 King St W, Toronto')).toBeVisible();
    await expect(standIn.locator('.checkout')).toBeVisible();
    await expect(standIn.locator('.cards')).toBeHidden();
    await expect(standIn.locator('.banner')).toBeHidden();
  });

  test("the stand-in has its page's shape from its first paint, before the rest of the HTML is parsed", async ({
    page,
    request,
  }) => {
    // The browser may paint what it has parsed so far: the HTML as far as the banner's block is
    // what it would paint had it stopped there (the group page shifted by 0.14 so, in Lighthouse).
    const upToBanner = async (path: string) => {
      const html = await (await request.get(`${host}${path}`)).text();
      const banner = html.indexOf('</div>', html.indexOf('banner', html.indexOf('id="owa-boot"')));
      return html.slice(0, banner + '</div>'.length);
    };
    for (const [path, bannerShows] of [
      ['/owa/r/maple-downtown/1001/ALLDAY', true],
      ['/owa/g/maple-co/G1001/', false],
      ['/owa/snappy/detail/G1001/1001/checkout', false],
    ] as const) {
      const html = await upToBanner(path);
      await page.route(`${host}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(`${host}${path}`);
      const banner = page.locator('#owa-boot .banner');
      if (bannerShows) await expect(banner, path).toBeVisible();
      else await expect(banner, path).toBeHidden();
      await page.unrouteAll();
    }
  });

  test('while the stand-in shows, only its spinner turns, after its first second: the page mounted under it does not animate', async ({
    page,
  }) => {
    let releaseStore = () => {};
    const storeHeld = new Promise<void>((resolve) => {
      releaseStore = resolve;
    });
    await page.route('**/api/v1/store?*', async (route) => {
      await storeHeld;
      await route.continue();
    });
    await page.goto(`${host}/owa/r/maple-downtown/1001/ALLDAY`);
    // The page is mounted under the stand-in, its skeletons among it.
    await expect(page.locator('#owa-route .chakra-skeleton').first()).toBeAttached();
    const owners = await page.evaluate(() => {
      const whose = document.getAnimations().map((animation) => {
        const effect = animation.effect;
        const target = effect instanceof KeyframeEffect ? effect.target : null;
        return target?.closest('#owa-boot') ? 'stand-in' : 'page';
      });
      return [...new Set(whose)];
    });
    expect(owners).toEqual(['stand-in']);
    // A load shown within a second never has the compositor draw the spinner's steps.
    const spinner = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'owa-spin')
        .map((animation) => animation.effect?.getTiming().delay),
    );
    expect(spinner).toEqual([1000]);
    releaseStore();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Downtown' })).toBeVisible();
  });

  test('content-hashed chunks are cached for a year, immutable, and served compressed', async ({
    request,
  }) => {
    const mainScript = await mainScriptOf(request);
    expect(mainScript).toBeTruthy();
    const response = await request.get(`${host}${mainScript}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers().vary?.toLowerCase()).toContain('accept-encoding');

    const chunk = await menuExposeChunk(request);
    const chunkResponse = await request.get(`${menu}/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['gzip', undefined]).toContain(chunkResponse.headers()['content-encoding']);
  });

  test("every script asks V8 to compile it as it streams in, off the page's main thread", async ({
    request,
  }) => {
    const scripts = [
      `${host}${await mainScriptOf(request)}`,
      `${menu}/remoteEntry.js`,
      `${menu}/${await menuExposeChunk(request)}`,
    ];
    for (const script of scripts) {
      const text = await (await request.get(script)).text();
      expect(text.split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test('the remote list comes from the server environment, not the bundle', async ({ request }) => {
    const list = (await (await request.get(`${host}/owa/remotes.json`)).json()) as {
      remotes: { name: string; entry: string }[];
    };
    expect(list.remotes.find((remote) => remote.name === 'mfe-menu')?.entry).toBe(`${menu}/remoteEntry.js`);
    const bundle = await (await request.get(`${host}${await mainScriptOf(request)}`)).text();
    expect(bundle).not.toContain(`localhost:${ports.menu}`);
  });

  test('deep links under /owa fall back to index.html; missing files are 404', async ({ request }) => {
    const deep = await request.get(`${host}/owa/snappy/detail/G1001/1001/checkout?vc=1`);
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toContain('text/html');
    expect((await request.get(`${host}/owa/missing.0123456789.js`)).status()).toBe(404);
  });

  test("the host serves the spec's host paths from the API: manifest and store details", async ({
    request,
  }) => {
    const details = await request.get(`${host}/owa/store_details/1001`);
    expect(details.status()).toBe(200);
    const body = (await details.json()) as { store: { name: string }; storeGroup: { groupId: string } };
    expect(body.store.name).toBe('Maple Downtown');
    expect(body.storeGroup.groupId).toBe('G1001');

    const manifest = await request.get(`${host}/owa/manifest/1001`);
    expect(manifest.status()).toBe(200);
    expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThan(0);

    const unknown = await request.get(`${host}/owa/store_details/9999`);
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { errorCode: string }).errorCode).toBe('GENERAL_ERR_STORE_NOT_FOUND');
  });

  test('a remote answers under a retry URL space exactly as at its root', async ({ request }) => {
    const root = await request.get(`${menu}/remoteEntry.js`);
    const retried = await request.get(`${menu}/_retry7/remoteEntry.js`);
    expect(retried.status()).toBe(200);
    expect(await retried.text()).toBe(await root.text());
    expect((await request.get(`${menu}/_retryx/remoteEntry.js`)).status()).toBe(404);
  });

  test('the build a remote serves at its root is also served at its own immutable URL space', async ({
    request,
  }) => {
    // `pnpm run build` published it (owa-publish); its build.json names it.
    const { buildId } = (await (await request.get(`${menu}/build.json`)).json()) as { buildId: string };
    const root = await request.get(`${menu}/remoteEntry.js`);
    for (const url of [
      `${menu}/b/${buildId}/remoteEntry.js`,
      `${menu}/b/${buildId}/_retry3/remoteEntry.js`,
    ]) {
      const versioned = await request.get(url);
      expect(versioned.status(), url).toBe(200);
      expect(versioned.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(await versioned.text(), url).toBe(await root.text());
    }
    expect((await request.get(`${menu}/b/no-such-build/remoteEntry.js`)).status()).toBe(404);
  });
});
