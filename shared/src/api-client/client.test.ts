/** @jest-environment node */
import * as v from 'valibot';
import { ApiError } from './api-error';
import { buildHeaders, createApiClient, isPublicPath } from './client';

const StoreNameSchema = v.object({ name: v.string() });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answer: () => Promise<Response>, token: string | null = 'tok-1') {
  const calls: { url: string; init: RequestInit }[] = [];
  const snacks: string[] = [];
  const logouts: string[] = [];
  const client = createApiClient({
    baseUrl: '/api/v1/',
    production: true,
    context: () => ({ token, storeId: '1001', groupId: 'G1001', acceptLanguage: 'fr' }),
    onForcedLogout: (reason) => logouts.push(reason),
    onErrorMessage: (message) => snacks.push(message),
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return answer();
    },
  });
  return { client, calls, snacks, logouts };
}

describe('spec 1 §7 request headers', () => {
  it('sends app-name, storeId, group, language and no-cache in production', () => {
    const headers = buildHeaders(
      '/customer',
      { token: 't', storeId: '1001', groupId: 'G1001', acceptLanguage: 'zh' },
      true,
    );
    expect(headers).toEqual({
      'app-name': 'OWA',
      'Content-Type': 'application/json',
      'Accept-Language': 'zh',
      Authorization: 't',
      storeId: '1001',
      'white-label-group-id': 'G1001',
      'Cache-Control': 'no-cache',
    });
  });

  it.each(['/lite_menus', '/menu/ALLDAY', '/store', '/manifest/1', '/store_group?groupId=G1001'])(
    'never sends Authorization on the public path %s',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
      const headers = buildHeaders(
        path,
        { token: 't', storeId: '1', groupId: null, acceptLanguage: 'en' },
        false,
      );
      expect(headers.Authorization).toBeUndefined();
    },
  );

  it('treats look-alike paths as private and drops a null storeId and no-cache outside production', () => {
    expect(isPublicPath('/menus-admin')).toBe(false);
    expect(isPublicPath('/storefront')).toBe(false);
    const headers = buildHeaders(
      '/customer',
      { token: null, storeId: null, groupId: null, acceptLanguage: 'en' },
      false,
    );
    expect(headers).not.toHaveProperty('storeId');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('Cache-Control');
  });
});

describe('API client', () => {
  it('joins the versioned base, sends the query and returns the validated answer', async () => {
    const { client, calls } = setup(async () => jsonResponse(200, { name: 'Maple Downtown', extra: 1 }));
    const store = await client.request('/store', {
      query: { storeId: '1001', groupId: 'G1001' },
      schema: StoreNameSchema,
    });
    expect(store).toEqual({ name: 'Maple Downtown' });
    expect(calls[0]?.url).toBe('/api/v1/store?storeId=1001&groupId=G1001');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows the errorMsg as an error snack and throws ApiError', async () => {
    const { client, snacks } = setup(async () =>
      jsonResponse(400, {
        errorCode: 'ORD_ERR_0027',
        errorMsg: 'Order amount too small for Delivery (Min: $15.00)',
      }),
    );
    await expect(
      client.request('/shoppingcart', { method: 'POST', body: {}, schema: v.unknown() }),
    ).rejects.toMatchObject({
      status: 400,
      errorCode: 'ORD_ERR_0027',
    });
    expect(snacks).toEqual(['Order amount too small for Delivery (Min: $15.00)']);
  });

  it('falls back to the errorCode when the error has no message', async () => {
    const { client, snacks } = setup(async () => jsonResponse(500, { errorCode: 'GENERAL_ERR' }));
    await expect(client.request('/customer', { schema: v.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(snacks).toEqual(['GENERAL_ERR']);
  });

  it('forces a logout on USR_ERR_0030, even inside a 200 answer, without a snack', async () => {
    const { client, logouts, snacks } = setup(async () =>
      jsonResponse(200, { errorCode: 'USR_ERR_0030', errorMsg: 'Token expired' }),
    );
    await expect(client.request('/customer', { schema: v.unknown() })).rejects.toMatchObject({
      errorCode: 'USR_ERR_0030',
    });
    expect(logouts).toEqual(['Token expired']);
    expect(snacks).toEqual([]);
  });

  it('rejects a malformed answer with a clear message instead of passing it on', async () => {
    const { client, snacks } = setup(async () => jsonResponse(200, { name: 42 }));
    await expect(client.request('/store', { schema: StoreNameSchema })).rejects.toMatchObject({
      errorCode: 'CLIENT_ERR_MALFORMED_RESPONSE',
    });
    expect(snacks[0]).toMatch(/could not read \(at name\)/);
  });

  it('rejects an answer that is not JSON', async () => {
    const { client } = setup(async () => new Response('<html>gateway</html>', { status: 200 }));
    await expect(client.request('/store', { schema: StoreNameSchema })).rejects.toMatchObject({
      errorCode: 'CLIENT_ERR_MALFORMED_RESPONSE',
    });
  });

  it('reports a network failure as "Failed to connect to server"', async () => {
    const { client, snacks } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/store', { schema: StoreNameSchema })).rejects.toMatchObject({
      errorCode: 'CLIENT_ERR_OFFLINE',
    });
    expect(snacks).toEqual(['Failed to connect to server']);
  });

  it('stays quiet for a silent call and sends JSON bodies', async () => {
    const { client, snacks, calls } = setup(async () =>
      jsonResponse(403, { errorCode: 'X', errorMsg: 'no' }),
    );
    await expect(
      client.request('/customer/login', {
        method: 'POST',
        body: { telephone: '4165550100' },
        schema: v.unknown(),
        silent: true,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(snacks).toEqual([]);
    expect(calls[0]?.init.body).toBe('{"telephone":"4165550100"}');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('tok-1');
  });

  it('hands the response headers of a successful answer to the caller (the login token)', async () => {
    const { client } = setup(
      async () =>
        new Response('{"name":"Jane"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json', Authorization: 'tok-new' },
        }),
    );
    let token: string | null = null;
    await client.request('/customer/login', {
      method: 'POST',
      schema: StoreNameSchema,
      onResponseHeaders: (headers) => {
        token = headers.get('authorization');
      },
    });
    expect(token).toBe('tok-new');
  });
});

describe('stream (issue 23: Server-Sent Events read with fetch)', () => {
  it('sends the same headers as a request, asks for an event stream and hands back the body', async () => {
    const { client, calls } = setup(
      async () => new Response('id: 1\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    );
    const body = await client.stream('/order/ORD-1/events', { headers: { 'Last-Event-ID': '3' } });
    expect(await new Response(body).text()).toBe('id: 1\ndata: {}\n\n');
    expect(calls[0]?.url).toBe('/api/v1/order/ORD-1/events');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'tok-1',
      storeId: '1001',
      Accept: 'text/event-stream',
      'Last-Event-ID': '3',
    });
  });

  it('a refusal is an ApiError with its code, never a snack', async () => {
    const { client, snacks } = setup(async () =>
      jsonResponse(403, { errorCode: 'ORD_ERR_FORBIDDEN', errorMsg: 'Not your order' }),
    );
    await expect(client.stream('/order/ORD-1/events')).rejects.toMatchObject({
      status: 403,
      errorCode: 'ORD_ERR_FORBIDDEN',
    });
    expect(snacks).toEqual([]);
  });
});
