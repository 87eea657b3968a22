import { JANE, startTestApi, type TestApi } from '../../test-support/harness.js';

// An order and its display id are written in one statement (issue 12 point 6): no reader ever
// sees an order without its display id, however many are placed at once.

jest.setTimeout(60_000);

let server: TestApi;
let jane: string;
beforeAll(async () => {
  server = await startTestApi();
  jane = await server.api.login(JANE.telephone);
}, 60_000);
afterAll(async () => {
  await server.close();
});

type Doc = { orderId: string; displayId?: string | null };

test('orders placed concurrently are never seen without their display id', async () => {
  let placing = true;
  const seen: Doc[] = [];
  const reader = (async () => {
    while (placing) {
      const res = await server.api.get<{ currentPage: Doc[] }>('/order/history?size=50', { token: jane });
      seen.push(...res.body.currentPage);
    }
  })();
  const placed = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      server.api.post<Doc>(
        '/order',
        {
          storeId: '1001',
          orderType: 'PICKUP',
          subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 1 }] }],
          idempotencyToken: `tx-test-${Date.now()}-${i}`,
        },
        { token: jane },
      ),
    ),
  );
  placing = false;
  await reader;
  expect(placed.every((p) => p.status === 201 && /^P\d+$/.test(String(p.body.displayId)))).toBe(true);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((doc) => !doc.displayId)).toEqual([]);
});
