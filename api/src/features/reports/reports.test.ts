import { apiForThisFile, JANE } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
beforeEach(async () => {
  await server.api.reset();
});
const api = () => server.api;

describe('POST /order/error', () => {
  test('stores a client error report, as text or as an object', async () => {
    const text = await api().post<Json>('/order/error', {
      error: 'ChunkLoadError: Loading chunk 42 failed',
      statusCode: 505,
      storeId: '1001',
    });
    expect(text.status).toBe(201);
    expect(text.body).toMatchObject({ id: 1, received: true });
    const object = await api().post<Json>('/order/error', {
      error: { message: 'CSS_CHUNK_LOAD_FAILED' },
      storeId: 1001,
    });
    expect(object.status).toBe(201);
    expect(object.body).toMatchObject({ id: 2 });
  });

  test('a report with a dead session is still kept', async () => {
    const res = await api().post<Json>(
      '/order/error',
      { error: 'session ended' },
      { token: 'expired-token' },
    );
    expect(res.status).toBe(201);
  });

  test.each([
    [{}],
    [{ error: '' }],
    [{ error: 'x'.repeat(30_000) }],
    [{ error: 'boom', statusCode: -1 }],
    [{ error: 'boom', statusCode: 'five' }],
    [{ error: 'boom', storeId: 'abc' }],
    [{ error: 42 }],
  ])('invalid report %j is 400', async (body) => {
    const res = await api().post<Json>('/order/error', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('GENERAL_ERR_INVALID_REQUEST');
  });
});

describe('POST /guest/referrer', () => {
  test('records a referral visit for an existing customer', async () => {
    const res = await api().post<Json>(
      '/guest/referrer',
      { referrerCustomerId: JANE.id },
      { storeId: '1001' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: true, referrerCustomerId: JANE.id });
    expect((await api().post('/guest/referrer', { referrerCustomerId: String(JANE.id) })).status).toBe(200);
  });

  test.each([
    [{ referrerCustomerId: 999_999 }, 'USR_ERR_CUSTOMER_NOT_FOUND'],
    [{ referrerCustomerId: -3 }, 'GENERAL_ERR_INVALID_REQUEST'],
    [{ referrerCustomerId: 'jane' }, 'GENERAL_ERR_INVALID_REQUEST'],
    [{ referrerCustomerId: 1e20 }, 'GENERAL_ERR_INVALID_REQUEST'],
    [{}, 'GENERAL_ERR_INVALID_REQUEST'],
  ])('referrer %j is 400', async (body, errorCode) => {
    const res = await api().post<Json>('/guest/referrer', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(errorCode);
  });
});
