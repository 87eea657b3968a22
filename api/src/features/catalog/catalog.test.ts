import { apiForThisFile, TEST_DATABASE_URL } from '../../test-support/harness.js';

type Json = Record<string, unknown>;
type Item = Json & { code: string; price: number };
interface Menu {
  code: string;
  channels: string[];
  menuGroups: { code: string; hidden: boolean; menuItems: Item[] }[];
}

const server = apiForThisFile();
const api = () => server.api;

function allItems(menu: Menu): Map<string, Item> {
  return new Map(menu.menuGroups.flatMap((g) => g.menuItems.map((i) => [i.code, i] as const)));
}

describe('stores and groups', () => {
  test('GET /store by storeId and groupId answers an array with store 1001 and its settings', async () => {
    const res = await api().get<Json[]>('/store?storeId=1001&groupId=G1001');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const store = res.body[0] as Json & {
      sections: { name: string; tables: Json[] }[];
      settings: { deliverySettings: Json; owaSettings: Json };
      features: Json;
    };
    expect(store).toMatchObject({
      storeId: '1001',
      groupId: 'G1001',
      slug: 'maple-downtown',
      name: 'Maple Downtown',
      address: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5X 1A9',
      phoneNumber: '4165550101',
      timeZone: 'America/Toronto',
      rootMenu: { code: 'ALLDAY' },
    });
    expect(store.features).toMatchObject({
      deliverySupported: true,
      pickupSupported: true,
      dineInSupported: true,
      rewardsPunchCardSupported: true,
      selfcareGiftcardSupported: true,
      selfcareMembershipDepositSupported: true,
      webLineupSupported: true,
      inStoreLineupSupported: true,
      serviceRequestSupported: true,
    });
    expect(store.settings.deliverySettings).toMatchObject({
      minimumOrderValueInCents: 1500,
      supportedDeliveryProviders: ['COURIER', 'TINY_MILE'],
      currentDeliveryProvider: 'COURIER',
    });
    expect(store.settings.owaSettings).toMatchObject({ menuDisplayMode: 'CARD' });
    expect(store.sections.map((s) => s.name)).toEqual(['Patio', 'Main']);
    expect(store.sections[0]?.tables[0]).toEqual({ tableNo: 101, displayTableNo: 'P1' });
    expect(store.sections[1]?.tables).toHaveLength(10);
    expect(store.serviceRequestList).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'WATER', name: 'Water' })]),
    );
  });

  test('GET /store by groupId lists the group stores; by header works too', async () => {
    const res = await api().get<Json[]>('/store?groupId=G1001');
    expect(res.body.map((s) => s.storeId)).toEqual(['1001', '1002', '1003']);
    const single = await api().get<Json[]>('/store?groupId=G4520');
    expect(single.body.map((s) => s.storeId)).toEqual(['4521']);
    const byHeader = await api().get<Json[]>('/store', { storeId: '1002' });
    expect(byHeader.body[0]).toMatchObject({ storeId: '1002', name: 'Maple Uptown' });
  });

  test('store 1002 has its hours, holiday and manual pickup scheduling; 1003 is dine-in only', async () => {
    const [uptown] = (await api().get<Json[]>('/store?storeId=1002')).body as (Json & {
      settings: { orderSettings: Json; owaSettings: Json };
      features: Json;
    })[];
    expect(uptown?.hours).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: 7, close: 23 })));
    expect(uptown?.catalogHolidayHours).toEqual([expect.objectContaining({ date: '2026-12-25' })]);
    expect(uptown?.settings.orderSettings).toMatchObject({
      allowOffHourPickup: true,
      scheduledOrderTimeLimitInHours: 24,
      scheduleTakeoutDatetimeManually: true,
    });
    expect(uptown?.settings.owaSettings).toMatchObject({ menuDisplayMode: 'LIST' });
    expect(uptown?.features).toMatchObject({ deliverySupported: false, pickupSupported: true });
    const [harbour] = (await api().get<Json[]>('/store?storeId=1003')).body as (Json & {
      settings: { owaSettings: Json; orderSettings: Json };
      features: Json;
    })[];
    expect(harbour?.features).toMatchObject({
      dineInSupported: true,
      pickupSupported: false,
      deliverySupported: false,
    });
    expect(harbour?.settings.owaSettings).toMatchObject({
      allowAnonymousDineInOrder: true,
      skipCheckout: true,
    });
    expect(harbour?.settings.orderSettings).toMatchObject({ restrictMenuOnDiningTable: true });
  });

  test('GET /store_group answers the group with its stores', async () => {
    const res = await api().get<Json & { stores: Json[]; languages: Json[] }>('/store_group?groupId=G1001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ groupId: 'G1001', groupName: 'Maple & Co.', slug: 'maple-co' });
    expect(res.body.stores).toHaveLength(3);
    expect(res.body.languages).toEqual([
      { code: 'en', selected: true },
      { code: 'fr', selected: false },
      { code: 'zh', selected: false },
    ]);
    const slice = await api().get<Json & { stores: Json[] }>('/store_group?groupId=G4520');
    expect(slice.body).toMatchObject({ groupName: 'Slice Republic', slug: 'slice-republic' });
    expect(slice.body.stores).toHaveLength(1);
  });

  test('unknown stores and groups answer GENERAL_ERR_STORE_NOT_FOUND', async () => {
    for (const path of [
      '/store?storeId=9999',
      '/store?groupId=G9999',
      '/store?storeId=1001&groupId=G4520',
      '/store_group?groupId=NOPE',
      '/store_details/9999',
      '/manifest/G0000',
    ]) {
      const res = await api().get(path);
      expect({ path, status: res.status, body: res.body }).toMatchObject({
        status: 404,
        body: { errorCode: 'GENERAL_ERR_STORE_NOT_FOUND', errorMsg: expect.any(String) },
      });
    }
    const menus = await api().get('/lite_menus', { storeId: '424242' });
    expect(menus.status).toBe(404);
    expect(menus.body).toMatchObject({ errorCode: 'GENERAL_ERR_STORE_NOT_FOUND' });
  });

  test('invalid store queries are 400 with errorCode and errorMsg', async () => {
    for (const path of [
      '/store',
      '/store?storeId=abc',
      '/store?storeId=null',
      `/store?storeId=${'9'.repeat(40)}`,
      '/store_group',
      '/store_group?groupId=%3Cscript%3E',
      '/store?storeId=1001&storeId=1002',
    ]) {
      const res = await api().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body).toEqual({ errorCode: 'GENERAL_ERR_INVALID_REQUEST', errorMsg: expect.any(String) });
    }
  });

  test('store details and manifest (what the host proxies under /owa)', async () => {
    const res = await api().get<
      Json & { store: Json; storeGroup: Json & { stores: Json[] }; manifest: Json }
    >('/store_details/1002');
    expect(res.status).toBe(200);
    expect(res.body.store).toMatchObject({ storeId: '1002' });
    expect(res.body.catalogHolidayHours).toEqual([expect.objectContaining({ date: '2026-12-25' })]);
    expect(res.body.storeGroup).toMatchObject({ groupId: 'G1001' });
    expect(res.body.storeGroup.stores).toHaveLength(3);
    expect(res.body.manifest).toMatchObject({ start_url: '/owa/r/maple-uptown/1002' });
    const manifest = await api().get<Json & { icons: Json[] }>('/manifest/1001');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.body).toMatchObject({ name: 'Maple Downtown', display: 'standalone' });
    expect(manifest.body.icons.map((i) => i.sizes)).toEqual([
      '72x72',
      '96x96',
      '128x128',
      '144x144',
      '152x152',
      '192x192',
    ]);
    const groupManifest = await api().get<Json>('/manifest/G4520');
    expect(groupManifest.body).toMatchObject({
      name: 'Slice Republic',
      start_url: '/owa/g/slice-republic/G4520/',
    });
    expect((await api().get('/store_details/abc')).status).toBe(400);
  });
});

describe('menus', () => {
  test('GET /lite_menus lists the store menus without categories; exactly one is online at 1001', async () => {
    const res = await api().get<Json[]>('/lite_menus?orderType=PICKUP', { storeId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.code)).toEqual(['ALLDAY', 'BAR']);
    expect(res.body.every((m) => !('menuGroups' in m))).toBe(true);
    const online = res.body.filter((m) => (m.channels as string[]).includes('ONLINE'));
    expect(online.map((m) => m.code)).toEqual(['ALLDAY']);
    expect(res.body[1]).toMatchObject({ code: 'BAR', name: 'Bar Menu', channels: ['IN_STORE'] });
    const uptown = await api().get<Json[]>('/lite_menus', { storeId: '1002' });
    expect(uptown.body.map((m) => m.code)).toEqual(['BREAKFAST', 'LUNCH']);
    expect(uptown.body[0]?.schedule).toEqual({
      items: [
        expect.objectContaining({
          type: 'DAYS_OF_WEEK',
          timeRange: [expect.objectContaining({ start: 7, end: 11 })],
        }),
      ],
    });
    expect((await api().get<Json[]>('/lite_menus', { storeId: '1003' })).body.map((m) => m.code)).toEqual([
      'CAFE',
      'WINE',
    ]);
    expect((await api().get<Json[]>('/lite_menus', { storeId: '4521' })).body.map((m) => m.code)).toEqual([
      'PIZZA',
    ]);
  });

  test('GET /lite_menus refuses a missing storeId header and an unknown orderType', async () => {
    expect((await api().get('/lite_menus')).status).toBe(400);
    const bad = await api().get('/lite_menus?orderType=TAKEAWAY', { storeId: '1001' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST' });
  });

  test('GET /menu/ALLDAY carries every demo item with its rule in the spec fields', async () => {
    const res = await api().get<Menu>('/menu/ALLDAY', { storeId: '1001' });
    expect(res.status).toBe(200);
    const items = allItems(res.body);
    const prices = Object.fromEntries([...items].map(([code, item]) => [code, item.price]));
    expect(prices).toMatchObject({
      FRIES: 4.99,
      ONIONRINGS: 5.49,
      ICEDTEA: 2.49,
      COLA: 1.99,
      BYOB: 11.99,
      CHKSAND: 9.99,
      LPIZZA: 15.99,
      POKE: 0,
      LOBSTER: 18.99,
      BEER: 7,
      FEAST: 39.99,
      SALAD: 8.49,
      BRUNCH: 13.99,
      CAKE: 29.99,
      DUMPLINGS: 7.99,
      COMBO1: 14.99,
      KIDS: 8.99,
      PLATTER: 24.99,
    });
    expect(items.get('FRIES')).toMatchObject({ name: 'Classic Fries', thumbup: 42, menuCode: 'ALLDAY' });
    expect(items.get('BYOB')).toMatchObject({ thumbup: 17 });
    expect(items.get('LOBSTER')).toMatchObject({ outOfStock: true });
    expect(items.get('BEER')).toMatchObject({ nonOrderableChannels: ['ONLINE'] });
    expect(items.get('FEAST')).toMatchObject({ maxCardinality: 2 });
    expect(items.get('SALAD')?.tags).toContain('GLUTEN_FREE');
    expect(items.get('BRUNCH')?.schedule).toEqual({
      items: [expect.objectContaining({ type: 'DAYS_OF_WEEK', days: ['SATURDAY', 'SUNDAY'] })],
    });
    expect(items.get('CAKE')).toMatchObject({ advance: 24 });
    expect(items.get('DUMPLINGS')).toMatchObject({ minCardinality: 2 });
    expect(items.get('PLATTER')).toMatchObject({ saleType: 'DINE_IN' });
    expect(items.get('FRIES')).toMatchObject({
      charges: expect.arrayContaining([expect.objectContaining({ price: 4.99, forCombo: false })]),
      images: { MAIN: [{ url: '/images/items/fries.svg' }] },
    });
  });

  test('Build Your Burger options: patty required, two free toppings, sauce 0-2 with Vegan Aioli only for Veggie', async () => {
    const res = await api().get<Menu>('/menu/ALLDAY', { storeId: '1001' });
    const byob = allItems(res.body).get('BYOB') as Item & { options: (Json & { values: Json[] })[] };
    const [patty, toppings, sauce] = byob.options;
    expect(patty).toMatchObject({ code: 'PATTY', minCardinality: 1, maxCardinality: 1 });
    expect(patty?.values.map((v) => [v.value, (v.charges as Json[])[0]?.price])).toEqual([
      ['Beef', 0],
      ['Chicken', 1],
      ['Veggie', 0],
    ]);
    expect(toppings).toMatchObject({ code: 'TOPPINGS', numFree: 2, minCardinality: 0, maxCardinality: -1 });
    expect(toppings?.values.map((v) => [v.value, (v.charges as Json[])[0]?.price])).toEqual([
      ['Lettuce', 0.5],
      ['Tomato', 0.5],
      ['Cheese', 1],
      ['Bacon', 1.5],
    ]);
    expect(sauce).toMatchObject({ code: 'SAUCE', minCardinality: 0, maxCardinality: 2 });
    expect(sauce?.values.find((v) => v.value === 'Vegan Aioli')?.valueDependencies).toEqual({
      type: 'AND',
      dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }],
    });
  });

  test('pizza toppings, poke groups and combos are expressed in the spec fields', async () => {
    const res = await api().get<Menu>('/menu/ALLDAY', { storeId: '1001' });
    const items = allItems(res.body);
    const pizza = items.get('LPIZZA') as Item & { options: (Json & { values: Json[] })[] };
    expect(pizza.options[0]).toMatchObject({ pizzaTopping: true, halfPriceForHalfTopping: true });
    expect(pizza.options[0]?.values.map((v) => v.value)).toEqual([
      'Pepperoni',
      'Mushrooms',
      'Olives',
      'Extra Cheese',
    ]);
    const poke = items.get('POKE') as Item & { options: Json[] };
    expect(poke.options.map((o) => [o.code, o.minCardinality])).toEqual([
      ['BASE', 1],
      ['PROTEIN', 1],
    ]);
    const combo = items.get('COMBO1') as Item & { relations: (Json & { targets: Item[] })[] };
    expect(
      combo.relations.map((r) => [r.name, r.minCardinality, r.maxCardinality, r.targets.map((t) => t.code)]),
    ).toEqual([
      ['Main', 1, 1, ['BYOB', 'CHKSAND']],
      ['Side', 1, 1, ['FRIES', 'ONIONRINGS']],
      ['Drink', 1, 1, ['ICEDTEA', 'COLA']],
    ]);
    const rings = combo.relations[1]?.targets[1] as Item & { charges: Json[] };
    expect(rings.charges).toEqual(
      expect.arrayContaining([expect.objectContaining({ forCombo: true, price: 1 })]),
    );
    const kids = items.get('KIDS') as Item & { relations: (Json & { targets: Item[] })[] };
    expect(kids.relations).toHaveLength(1);
    expect(kids.relations[0]).toMatchObject({ minCardinality: 1, menuItemCodes: ['KIDSJUICE'] });
    expect(kids.relations[0]?.targets.map((t) => t.name)).toEqual(['Kids Juice']);
    const hidden = res.body.menuGroups.filter((g) => g.hidden).map((g) => g.code);
    expect(hidden).toEqual(['COMBOPARTS']);
  });

  test('issue 22: dietary labels, allergens and calories of DEMO-DATA.md, on items and option values', async () => {
    const res = await api().get<Menu>('/menu/ALLDAY', { storeId: '1001' });
    const items = allItems(res.body);
    const facts = (code: string) => {
      const item = items.get(code);
      return [item?.dietary, item?.allergens, item?.calories];
    };
    expect(facts('FRIES')).toEqual([['VEGAN', 'VEGETARIAN'], [], 420]);
    expect(facts('ONIONRINGS')).toEqual([['VEGETARIAN'], ['GLUTEN', 'MILK'], 480]);
    expect(facts('SALAD')).toEqual([['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'], [], 210]);
    expect(facts('ICEDTEA')).toEqual([['VEGAN', 'VEGETARIAN'], [], 90]);
    expect(facts('COLA')).toEqual([['VEGAN', 'VEGETARIAN'], [], 140]);
    expect(facts('LOBSTER')).toEqual([[], ['CRUSTACEANS', 'GLUTEN', 'MILK', 'EGG'], 560]);
    expect(facts('LPIZZA')).toEqual([['VEGETARIAN'], ['GLUTEN', 'MILK'], 2240]);
    expect(facts('DUMPLINGS')).toEqual([[], ['GLUTEN', 'SOY'], 420]);
    const byob = items.get('BYOB') as Item & { allergens: string[]; options: { values: Json[] }[] };
    expect(byob.allergens).toEqual(['GLUTEN', 'SESAME']);
    const values = new Map(byob.options.flatMap((o) => o.values.map((v) => [v.code as string, v] as const)));
    const total = (code: string) => (byob.calories as number) + (values.get(code)?.calories as number);
    expect([total('BEEF'), total('CHICKEN'), total('VEGGIE')]).toEqual([540, 480, 430]);
    expect(values.get('VEGGIE')?.dietary).toContain('VEGETARIAN');
    expect(values.get('BEEF')?.dietary).not.toContain('VEGETARIAN');
    expect(values.get('CHEESE')).toMatchObject({ allergens: ['MILK'], calories: 110 });
    expect(values.get('MAYO')).toMatchObject({ allergens: ['EGG'], calories: 90 });
    expect(
      ['LETTUCE', 'TOMATO', 'BACON', 'KETCHUP', 'VEGANAIOLI'].map((code) => values.get(code)?.calories),
    ).toEqual([5, 5, 90, 20, 80]);
  });

  test('issue 22: store 1001 suggests Cola, Iced Tea, Classic Fries and Onion Rings, with its allergen disclaimer', async () => {
    const [downtown] = (await api().get<Json[]>('/store?storeId=1001')).body as (Json & {
      settings: { owaSettings: Json & { allergenDisclaimer: { translations: Json[] } } };
    })[];
    const settings = downtown?.settings.owaSettings;
    expect(settings?.suggestedItemCodes).toEqual(['COLA', 'ICEDTEA', 'FRIES', 'ONIONRINGS']);
    expect(settings?.allergenDisclaimer.translations.map((t) => t.lang).sort()).toEqual(
      ['ar', 'en', 'es', 'fr', 'ko', 'th', 'vi', 'zh', 'zh-TW'].sort(),
    );
  });

  test("issue 22: store 4521's suggestions hold a configurable item (Italian Soda asks for a flavour)", async () => {
    const [slice] = (await api().get<Json[]>('/store?storeId=4521')).body as (Json & {
      settings: { owaSettings: { suggestedItemCodes: string[] } };
    })[];
    expect(slice?.settings.owaSettings.suggestedItemCodes).toEqual(['GARLICKNOTS', 'SODA']);
    const soda = allItems((await api().get<Menu>('/menu/PIZZA', { storeId: '4521' })).body).get(
      'SODA',
    ) as Item & {
      options: { name: string; minCardinality: number; values: Json[] }[];
    };
    expect(soda.options.map((o) => [o.name, o.minCardinality, o.values.length])).toEqual([['Flavour', 1, 2]]);
  });

  test('other stores serve their own menus', async () => {
    const pizza = await api().get<Menu>('/menu/PIZZA', { storeId: '4521' });
    expect(pizza.status).toBe(200);
    expect(allItems(pizza.body).has('MARGHERITA')).toBe(true);
    const breakfast = await api().get<Menu>('/menu/BREAKFAST', { storeId: '1002' });
    expect(breakfast.body.code).toBe('BREAKFAST');
  });

  test('unknown menus, menus of another store and bad codes are refused', async () => {
    const unknown = await api().get('/menu/DINNER', { storeId: '1001' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'MENU_ERR_MENU_NOT_FOUND' });
    expect((await api().get('/menu/PIZZA', { storeId: '1001' })).status).toBe(404);
    expect((await api().get('/menu/ALLDAY')).status).toBe(400);
    expect((await api().get('/menu/ALL%20DAY', { storeId: '1001' })).status).toBe(400);
    expect((await api().get(`/menu/${'A'.repeat(300)}`, { storeId: '1001' })).status).toBe(400);
    expect((await api().get('/menu/ALLDAY', { storeId: '9999' })).body).toMatchObject({
      errorCode: 'GENERAL_ERR_STORE_NOT_FOUND',
    });
  });

  test('GET /assigned_menu: store 1003 tables 1-10 get CAFE, 11-20 CAFE and WINE', async () => {
    const low = await api().get<Json>('/assigned_menu?tableId=7', { storeId: '1003' });
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({ menuIds: ['CAFE'], tableNo: 7 });
    const high = await api().get<Json>('/assigned_menu?tableId=15', { storeId: '1003' });
    expect(high.body).toMatchObject({ menuIds: ['CAFE', 'WINE'] });
    const patio = await api().get<Json>('/assigned_menu?tableId=p2', { storeId: '1001' });
    expect(patio.body).toMatchObject({ tableNo: 102, displayTableNo: 'P2' });
    const missing = await api().get('/assigned_menu?tableId=21', { storeId: '1003' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'ORD_ERR_TABLE_NOT_FOUND' });
    expect((await api().get('/assigned_menu', { storeId: '1003' })).status).toBe(400);
    expect((await api().get('/assigned_menu?tableId=1;drop', { storeId: '1003' })).status).toBe(400);
  });
});

describe('images and framework edges', () => {
  test('every image the catalogue points at is served', async () => {
    const urls = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (
            typeof inner === 'string' &&
            /^(url|imageUrl|imageURL|imgUrl|storeLogo|referralBannerImageUrl)$/.test(key)
          ) {
            if (inner.startsWith('/images/')) urls.add(inner);
          } else collect(inner);
        }
      }
    };
    collect((await api().get('/store_group?groupId=G1001')).body);
    collect((await api().get('/store_group?groupId=G4520')).body);
    for (const [storeId, code] of [
      ['1001', 'ALLDAY'],
      ['1001', 'BAR'],
      ['1002', 'BREAKFAST'],
      ['1002', 'LUNCH'],
      ['1003', 'CAFE'],
      ['1003', 'WINE'],
      ['4521', 'PIZZA'],
    ] as const) {
      collect((await api().get(`/menu/${code}`, { storeId })).body);
    }
    expect(urls.size).toBeGreaterThan(30);
    for (const url of urls) {
      const res = await api().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  test('image paths cannot escape the assets folder', async () => {
    for (const path of [
      '/images/../package.json',
      '/images/%2e%2e/%2e%2e/package.json',
      '/images/items/nope.svg',
    ]) {
      const res = await api().get(path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    }
  });

  test('unknown paths are 404 JSON, CORS allows the client headers', async () => {
    const res = await api().get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errorCode: 'GENERAL_ERR_NOT_FOUND' });
    const preflight = await api().request('OPTIONS', '/store', {
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'storeid,white-label-group-id,app-name,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'white-label-group-id',
    );
  });

  test('health reports the fixed clock', async () => {
    const res = await api().get<Json>('/health');
    expect(res.body).toMatchObject({
      status: 'ok',
      database: TEST_DATABASE_URL ? 'postgres' : 'pglite',
      now: '2026-11-21T19:00:00.000Z',
    });
  });
});
