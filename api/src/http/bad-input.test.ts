import { JANE, startTestApi, type TestApi } from '../test-support/harness.js';

// Bad input is a 400, never a 500 (the framework's 413/414/415 included), always { errorCode, errorMsg },
// and the caller's text is never echoed back (issue 12 point 2).

jest.setTimeout(30_000);

let server: TestApi;
let jane: string;
beforeAll(async () => {
  server = await startTestApi();
  jane = await server.api.login(JANE.telephone);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const MARK = 'zq-echo-marker';
const NUL = `${MARK}\\u0000x`;
const LONE = `${MARK}\\ud800x`;
const LONE_LOW = `${MARK}\\udc00x`;

/** The answer is a refusal of the client's input in the API's shape, with nothing echoed back. */
function expectRefusal(res: { status: number; body: unknown; text: string }, status = 400) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body as object).sort()).toEqual(['errorCode', 'errorMsg']);
  expect(res.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST', errorMsg: expect.any(String) });
  expect(res.text).not.toContain(MARK);
  expect(res.text).not.toContain('zzzz');
}

const json = (text: string) => ({ rawBody: text, token: jane, storeId: '1001' });
const cartWith = (field: string) =>
  `{"storeId":"1001","orderType":"PICKUP","subOrderList":[{"orderItemList":[{"code":"FRIES","qty":1${field}}]}]}`;

describe('NUL and unpaired surrogates in free text', () => {
  const cases: [string, string, (bad: string) => string][] = [
    [
      'order notes',
      '/order',
      (bad) => cartWith('').replace('{"storeId"', `{"orderNotes":"${bad}","storeId"`),
    ],
    ['special request', '/shoppingcart', (bad) => cartWith(`,"specialRequest":"${bad}"`)],
    [
      'card holder name',
      '/customer/paymentMethod',
      (bad) => `{"name":"${bad}","cardNumber":"4242424242424242"}`,
    ],
    ['rating comment', '/ORD-1001-X/rating', (bad) => `{"point":4,"comments":"${bad}"}`],
    ['service request name', '/servicerequest', (bad) => `{"name":"${bad}","storeId":"1001"}`],
    ['error report', '/order/error', (bad) => `{"error":"${bad}"}`],
    ['an object key', '/order/error', (bad) => `{"error":{"${bad}":1}}`],
  ];
  test.each(cases)('%s', async (_name, path, body) => {
    for (const bad of [NUL, LONE, LONE_LOW])
      expectRefusal(await server.api.request('POST', path, json(body(bad))));
  });

  test('in a query string and a path', async () => {
    expectRefusal(await server.api.get(`/order/history?size=1%00${MARK}`, { token: jane }));
    expectRefusal(await server.api.get(`/menu/ALL%00DAY`, { storeId: '1001' }));
  });
});

describe('nesting is bounded', () => {
  const line = (depth: number): string =>
    depth === 0
      ? '{"code":"FRIES","qty":1}'
      : `{"code":"COMBO1","qty":1,"childItemList":[${line(depth - 1)}]}`;
  const deepCart = `{"storeId":"1001","orderType":"PICKUP","subOrderList":[{"orderItemList":[${line(1500)}]}]}`;

  test.each(['/shoppingcart', '/bill/view', '/order', '/order/ORD-1001-X'])(
    'a childItemList 1,500 deep on %s is a 400',
    async (path) => {
      expect(deepCart.length).toBeGreaterThan(50_000);
      expectRefusal(await server.api.request('POST', path, json(deepCart)));
    },
  );

  test('an error report 5,000 deep is a 400; an array is not a report', async () => {
    expectRefusal(
      await server.api.request(
        'POST',
        '/order/error',
        json(`${'{"error":'.repeat(5000)}"x"${'}'.repeat(5000)}`),
      ),
    );
    expectRefusal(await server.api.request('POST', '/order/error', json('[{"error":"x"}]')));
    expectRefusal(await server.api.request('POST', '/order/error', json('{"error":["x"]}')));
    expectRefusal(await server.api.request('POST', '/order/error', json('{"error":[]}')));
  });

  test('a real combo still prices', async () => {
    const combo = await server.api.request(
      'POST',
      '/shoppingcart',
      json(
        '{"storeId":"1001","orderType":"PICKUP","subOrderList":[{"orderItemList":[{"code":"COMBO1","qty":1,"childItemList":[{"code":"CHKSAND","qty":1,"relationCode":"MAIN"},{"code":"ONIONRINGS","qty":1,"relationCode":"SIDE"},{"code":"COLA","qty":1,"relationCode":"DRINK"}]}]}]}',
      ),
    );
    expect(combo.status).toBe(200);
  });
});

describe("the framework's own refusals have the API's shape", () => {
  test('a path parameter over 2,000 characters is a 400', async () => {
    expectRefusal(await server.api.get(`/order/${'zzzz'.repeat(600)}`, { token: jane }));
  });
  test('a body over the limit is a 400', async () => {
    expectRefusal(
      await server.api.request('POST', '/order/error', json(`{"error":"${'zzzz'.repeat(80_000)}"}`)),
    );
  });
  test('a body that is not JSON is a 400', async () => {
    expectRefusal(
      await server.api.request('POST', '/order/error', {
        rawBody: `error=${MARK}`,
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expectRefusal(
      await server.api.request('POST', '/order/error', {
        rawBody: `<x>${MARK}</x>`,
        headers: { 'content-type': 'application/xml' },
      }),
    );
  });
  test('malformed JSON, a malformed URL and an unknown path echo nothing', async () => {
    expectRefusal(await server.api.request('POST', '/order/error', json(`{"error": ${MARK}`)));
    expectRefusal(await server.api.get(`/order/%E0%A4%A${MARK}`));
    const unknown = await server.api.get(`/${MARK}/<script>`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorCode: 'GENERAL_ERR_NOT_FOUND', errorMsg: 'No such path' });
  });
  test('a schema refusal names the field, not the value', async () => {
    const res = await server.api.request(
      'POST',
      '/order/error',
      json(`{"error":{"a":1},"statusCode":"${MARK}"}`),
    );
    expectRefusal(res);
    expect((res.body as { errorMsg: string }).errorMsg).toContain('statusCode');
  });
});
