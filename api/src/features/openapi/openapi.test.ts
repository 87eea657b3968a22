// The OpenAPI document: valid OpenAPI 3.1, covering every route the API registers, served with its
// reference page; and the check every API test's answers go through really refuses a wrong answer.
import { Validator } from '@seriousme/openapi-schema-validator';
import { ContractCheck } from '../../test-support/contract-check.js';
import { API_BASE, apiForThisFile } from '../../test-support/harness.js';

const server = apiForThisFile();

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; operationId: string }>>;
};

async function document(): Promise<Document> {
  const response = await server.api.get<Document>('/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.body;
}

test('the document is valid OpenAPI 3.1', async () => {
  const result = await new Validator().validate(await document());
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test("the store's suggestions are in the document: at most 8 item codes (issue 22)", async () => {
  const { components } = (await document()) as Document & {
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  expect(JSON.stringify(components.schemas.Store)).toContain(
    '"suggestedItemCodes":{"anyOf":[{"type":"array","items":{"type":"string"},"maxItems":8}',
  );
});

test('every route the API registers is an operation of the document, and each operation a route', async () => {
  const { paths } = await document();
  const { body } = await server.api.get<{ routes: { method: string; url: string }[] }>('/_test/routes');
  const documented = new Set(
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  const registered = new Set(
    (body.routes as { method: string; url: string }[])
      .filter((route) => route.url.startsWith(API_BASE) && !route.url.includes('/_test/'))
      // The reference page's script is the viewer's own file, not a call; HEAD twins GET.
      .filter((route) => !route.url.startsWith(`${API_BASE}/reference/js/`))
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map((route) => {
        const path = route.url
          .slice(API_BASE.length)
          .replace(/:(\w+)/g, '{$1}')
          .replace(/\/\*$/, '/{path}')
          .replace(/(.)\/$/, '$1');
        return `${route.method} ${path}`;
      }),
  );
  expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
  expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  expect(documented.size).toBeGreaterThan(40);
});

test('every operation documents its errors in the API error shape', async () => {
  const { paths } = await document();
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      expect(operation.responses.default).toEqual(
        expect.objectContaining({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        }),
      );
});

test('the reference page loads its viewer from the API itself', async () => {
  const page = await server.api.get('/reference');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.text).toContain(`${API_BASE}/openapi.json`);
  // The page lives at /reference/ (the plugin redirects there) and names its script relatively.
  const script = page.text.match(/<script[^>]+src="([^"]+)"/)?.[1] ?? '';
  const scriptUrl = new URL(script, `${server.api.baseUrl}/reference/`);
  expect(scriptUrl.pathname).toBe(`${API_BASE}/reference/js/scalar.js`);
  const response = await fetch(scriptUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  // Read to the end: an answer left unread keeps its connection, and the server's stop, waiting.
  expect((await response.text()).length).toBeGreaterThan(100_000);
});

describe('the check every test answer goes through', () => {
  let check: ContractCheck;
  beforeAll(async () => {
    check = new ContractCheck(await document(), API_BASE);
  });
  const url = (path: string) => `http://127.0.0.1${API_BASE}${path}`;
  const json = 'application/json; charset=utf-8';

  test('passes a real answer', async () => {
    const answer = await server.api.get('/store?storeId=1001');
    expect(check.problems('GET', url('/store?storeId=1001'), 200, json, answer.body)).toEqual([]);
  });

  test('refuses a wrong type, a missing field and an error in another shape', () => {
    const bill = { totalAmount: '12.00', subTotal: 1, discountTotal: 0, deliveryCharge: 0, taxTotal: 0 };
    expect(check.problems('POST', url('/bill/view'), 200, json, bill).join('\n')).toMatch(
      /totalAmount|tipsAmount/,
    );
    expect(check.problems('GET', url('/payment/ORD-1'), 200, json, { orderId: 'ORD-1' })).not.toEqual([]);
    expect(
      check.problems('GET', url('/menu/X'), 404, json, { statusCode: 404, error: 'Not Found', message: 'x' }),
    ).not.toEqual([]);
  });

  test('picks the literal route over the parameter (/order/history, not /order/{orderId})', () => {
    const page = { currentPage: [], pageNumber: 1, pageSize: 10, totalSize: 0 };
    expect(check.problems('GET', url('/order/history'), 200, json, page)).toEqual([]);
  });
});
