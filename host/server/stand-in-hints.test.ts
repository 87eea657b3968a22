import { STORE_TILE_SIZES } from '@owa/shared/domain';
import {
  bannerPicture,
  bannerPreloads,
  createStandInHints,
  HINT_WAIT_MS,
  standInPage,
} from './stand-in-hints.mjs';

const downtown = [
  {
    storeId: '1001',
    name: 'Maple Downtown',
    address: '100 King St W',
    city: 'Toronto',
    images: {
      MAIN: [{ url: '/images/stores/1001-main.svg' }],
      DESKTOP_MAIN: [{ url: '/images/stores/1001-desktop.svg' }],
    },
  },
];
const storeRoute = (sid: string) => ({
  name: 'store',
  params: { restaurantSlug: 'maple-downtown', sid, mid: 'ALLDAY' },
});

function apiAnswering(answer: () => Promise<Response>) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return answer();
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

const noHint = { preloads: [], banner: '', firstCard: '', storeLine: null };
const checkoutRoute = { name: 'checkout', params: { gid: 'G1001', sid: '1001' } };

describe("what the server writes into the shell's stand-in (issue 18)", () => {
  it('names the same sources as the page: the mobile picture on phones, the desktop one on wide screens', () => {
    const [phone, wide] = bannerPreloads(downtown[0]!.images, '/api/v1');
    expect(phone).toContain('href="/api/v1/images/stores/1001-main-960.webp"');
    expect(phone).toContain('imagesrcset="/api/v1/images/stores/1001-main-480.webp 480w,');
    expect(phone).toContain('imagesizes="100vw" media="not all and (min-width: 769px)"');
    expect(wide).toContain('/api/v1/images/stores/1001-desktop-1600.webp 1600w');
    expect(wide).toContain('media="(min-width: 769px)"');
  });

  it("shows the same picture in the shell's stand-in, so the page's own banner finds it loaded", () => {
    const picture = bannerPicture(downtown[0]!.images, '/api/v1');
    const [phone, wide] = bannerPreloads(downtown[0]!.images, '/api/v1');
    const attribute = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1];
    expect(picture).toMatch(/^<picture><source media="\(min-width: 769px\)"/);
    expect(attribute(picture, 'src')).toBe(attribute(phone!, 'href'));
    expect(picture).toContain(`srcset="${attribute(phone!, 'imagesrcset')}"`);
    expect(picture).toContain(`srcset="${attribute(wide!, 'imagesrcset')}"`);
    // A decoration of the stand-in: the page's own banner is the one read out.
    expect(picture).toContain('alt=""');
  });

  it("asks the API once per store and minute, and only for pages that show the store's banner or its checkout", async () => {
    const api = apiAnswering(async () => new Response(JSON.stringify(downtown)));
    let now = 0;
    const hintsFor = createStandInHints({
      apiUrl: 'http://api',
      apiBase: '/api/v1',
      fetch: api.fetch,
      now: () => now,
    });
    expect((await hintsFor(storeRoute('1001'))).preloads).toHaveLength(2);
    const again = await hintsFor(storeRoute('1001'));
    expect(again.preloads).toHaveLength(2);
    // Made once a minute, not per page request.
    expect(await hintsFor(storeRoute('1001'))).toBe(again);
    expect(again.banner).toContain('<img src="/api/v1/images/stores/1001-main-960.webp"');
    expect(api.asked).toEqual(['http://api/api/v1/store?storeId=1001']);
    now = 61_000;
    await hintsFor(storeRoute('1001'));
    expect(api.asked).toHaveLength(2);
    expect((await hintsFor(checkoutRoute)).storeLine).toContain('Maple Downtown');
    expect(await hintsFor({ name: 'account', params: {} })).toEqual(noHint);
    expect(await hintsFor(null)).toEqual(noHint);
    expect(await hintsFor(storeRoute('../x'))).toEqual(noHint);
    expect(api.asked).toHaveLength(2);
  });

  it("on a group page, preloads the first store's picture at the tile's sizes and shows it in the first card", async () => {
    const group = { groupId: 'G1001', stores: [...downtown, { storeId: '1002', images: {} }] };
    const api = apiAnswering(async () => new Response(JSON.stringify(group)));
    const hintsFor = createStandInHints({ apiUrl: 'http://api', apiBase: '/api/v1', fetch: api.fetch });
    const hint = await hintsFor({ name: 'group', params: { groupSlug: 'maple-co', gid: 'G1001' } });
    expect(api.asked).toEqual(['http://api/api/v1/store_group?groupId=G1001']);
    expect(hint.banner).toBe('');
    expect(hint.preloads).toEqual([expect.stringContaining(`imagesizes="${STORE_TILE_SIZES}"`)]);
    expect(hint.preloads[0]).toContain('href="/api/v1/images/stores/1001-main-960.webp"');
    expect(hint.firstCard).toContain(`sizes="${STORE_TILE_SIZES}"`);
    expect(hint.firstCard).toContain('srcset="/api/v1/images/stores/1001-main-480.webp 480w,');
    const empty = apiAnswering(async () => new Response(JSON.stringify({ groupId: 'G9', stores: [] })));
    expect(
      await createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: empty.fetch })({
        name: 'group',
        params: { gid: 'G9' },
      }),
    ).toEqual(noHint);
  });

  it("names the page's shape from the route alone, whatever the API answers", () => {
    expect(standInPage({ name: 'store' })).toBe('store');
    expect(standInPage({ name: 'table-qr-entry' })).toBe('store');
    expect(standInPage({ name: 'checkout' })).toBe('checkout');
    expect(standInPage({ name: 'group' })).toBe('group');
    expect(standInPage({ name: 'account' })).toBe('');
    expect(standInPage(null)).toBe('');
  });

  it("gives the checkout's stand-in the store's line as the form shows it, its text escaped", async () => {
    const api = apiAnswering(async () => new Response(JSON.stringify(downtown)));
    const hintsFor = createStandInHints({ apiUrl: 'http://api', apiBase: '/api/v1', fetch: api.fetch });
    expect(await hintsFor(checkoutRoute)).toEqual({
      ...noHint,
      storeLine: '<p class="store-line">Maple Downtown, 100 King St W, Toronto</p>',
    });
    const odd = apiAnswering(
      async () => new Response(JSON.stringify([{ storeId: '7', name: 'Fish & <Chips>', city: 'Leeds' }])),
    );
    const oddLine = await createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: odd.fetch })({
      name: 'checkout',
      params: { sid: '7' },
    });
    expect(oddLine.storeLine).toBe('<p class="store-line">Fish &amp; &lt;Chips&gt;, Leeds</p>');
    expect(oddLine.preloads).toEqual([]);
  });

  it("keeps the checkout's shape with an empty line when the store is unknown or the API late", async () => {
    const emptyLine = { ...noHint, storeLine: '<p class="store-line"></p>' };
    const unknown = apiAnswering(async () => new Response('[]'));
    expect(
      await createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: unknown.fetch })(checkoutRoute),
    ).toEqual(emptyLine);
    jest.useFakeTimers();
    const never = apiAnswering(() => new Promise<Response>(() => undefined));
    const hints = createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: never.fetch })(checkoutRoute);
    await jest.advanceTimersByTimeAsync(HINT_WAIT_MS);
    await expect(hints).resolves.toEqual(emptyLine);
    jest.useRealTimers();
  });

  it('an unknown store, a failing API or a slow one gives no hint, never a failed page', async () => {
    const unknown = apiAnswering(async () => new Response('[]'));
    expect(
      await createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: unknown.fetch })(storeRoute('9999')),
    ).toEqual(noHint);
    const failing = apiAnswering(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(
      await createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: failing.fetch })(storeRoute('1001')),
    ).toEqual(noHint);
    jest.useFakeTimers();
    const never = apiAnswering(() => new Promise<Response>(() => undefined));
    const hints = createStandInHints({ apiUrl: '', apiBase: '/api/v1', fetch: never.fetch })(
      storeRoute('1001'),
    );
    await jest.advanceTimersByTimeAsync(HINT_WAIT_MS);
    await expect(hints).resolves.toEqual(noHint);
    jest.useRealTimers();
  });
});
