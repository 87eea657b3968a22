import { apiForThisFile, DEMO_CODE, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
beforeEach(async () => {
  await server.api.reset();
});
const api = () => server.api;

describe('one-time code request', () => {
  test('a code is sent for a 10-digit phone; demo customers get 246810, written to the log', async () => {
    const res = await api().post<Json>('/customer/login/request', { telephone: JANE.telephone });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await api().loggedCode(JANE.telephone)).toBe(DEMO_CODE);
    expect(JSON.stringify(res.body)).not.toContain(DEMO_CODE);
  });

  test('a new phone number gets a random 6-digit code in the log', async () => {
    await api().post('/customer/login/request', { telephone: '6475550123' });
    expect(await api().loggedCode('6475550123')).toMatch(/^\d{6}$/);
  });

  test('asking again within 60 seconds is refused', async () => {
    await api().post('/customer/login/request', { telephone: SAM.telephone });
    const again = await api().post<Json>('/customer/login/request', { telephone: SAM.telephone });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      errorCode: 'USR_ERR_CODE_RESEND_TOO_SOON',
      errorMsg: expect.stringContaining('60'),
    });
  });

  test.each([
    [{ telephone: '416555010' }],
    [{ telephone: '41655501000' }],
    [{ telephone: '416-555-0100' }],
    [{ telephone: 4165550100 }],
    [{ telephone: null }],
    [{}],
    [[]],
    ['4165550100'],
    [{ telephone: '4'.repeat(100_000) }],
  ])('invalid phone %j is 400', async (body) => {
    const res = await api().post<Json>('/customer/login/request', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 'GENERAL_ERR_INVALID_REQUEST', errorMsg: expect.any(String) });
  });

  test('malformed JSON and wrong content types are 400', async () => {
    const broken = await api().request<Json>('POST', '/customer/login/request', {
      rawBody: '{"telephone": "41655',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      errorCode: 'GENERAL_ERR_INVALID_REQUEST',
      errorMsg: 'Malformed JSON body',
    });
    const text = await api().request<Json>('POST', '/customer/login/request', {
      rawBody: 'telephone=4165550100',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    const huge = await api().request<Json>('POST', '/customer/login/request', {
      rawBody: JSON.stringify({ telephone: '4165550100', pad: 'x'.repeat(400_000) }),
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST' });
    const poisoned = await api().request<Json>('POST', '/customer/login/request', {
      rawBody: '{"telephone":"4165550100","__proto__":{"admin":true}}',
    });
    expect(poisoned.status).toBe(400);
  });
});

describe('login', () => {
  test('the right code logs in: user in the body, token in the Authorization header', async () => {
    await api().post('/customer/login/request', { telephone: JANE.telephone });
    const res = await api().post<Json>('/customer/login', { telephone: JANE.telephone, code: DEMO_CODE });
    expect(res.status).toBe(200);
    const token = res.headers.get('authorization');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body).toMatchObject({
      id: JANE.id,
      telephone: JANE.telephone,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      authToken: token,
    });
    const me = await api().get<Json>('/customer', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: JANE.id, points: 1250 });
  });

  test('tokens also work as "Bearer <token>"', async () => {
    const token = await api().login(JANE.telephone);
    const me = await api().get<Json>('/customer', { token: `Bearer ${token}` });
    expect(me.status).toBe(200);
  });

  test('a new phone number becomes a new customer, with the referrer recorded', async () => {
    await api().post('/customer/login/request', { telephone: '6475550199' });
    const code = await api().loggedCode('6475550199');
    const res = await api().post<Json>('/customer/login', {
      telephone: '6475550199',
      code,
      referrer: JANE.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ telephone: '6475550199', firstName: null, points: 0 });
    expect(res.body.id).toBeGreaterThanOrEqual(5000);
    // The same number logs in to the same customer next time.
    const token = res.headers.get('authorization');
    const me = await api().get<Json>('/customer', { token });
    expect(me.body.id).toBe(res.body.id);
  });

  test('a wrong code is refused and counted; the sixth guess is refused even with the right code', async () => {
    await api().post('/customer/login/request', { telephone: SAM.telephone });
    for (let i = 0; i < 5; i++) {
      const wrong = await api().post<Json>('/customer/login', { telephone: SAM.telephone, code: '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ errorCode: 'USR_ERR_CODE_INCORRECT', errorMsg: 'Code is incorrect.' });
    }
    const locked = await api().post<Json>('/customer/login', { telephone: SAM.telephone, code: DEMO_CODE });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'USR_ERR_CODE_ATTEMPTS_EXCEEDED' });
  });

  test('a code works once; without a request there is no code', async () => {
    const none = await api().post<Json>('/customer/login', { telephone: SAM.telephone, code: DEMO_CODE });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorCode: 'USR_ERR_CODE_INCORRECT' });
    await api().login(SAM.telephone);
    const reused = await api().post<Json>('/customer/login', { telephone: SAM.telephone, code: DEMO_CODE });
    expect(reused.status).toBe(400);
  });

  test('a code is bound to its phone number', async () => {
    await api().post('/customer/login/request', { telephone: '6475550142' });
    const code = await api().loggedCode('6475550142');
    await api().post('/customer/login/request', { telephone: '6475550143' });
    const res = await api().post<Json>('/customer/login', { telephone: '6475550143', code });
    // Codes are random: the two could match only by a one-in-a-million chance.
    if (code !== (await api().loggedCode('6475550143'))) expect(res.status).toBe(400);
  });

  test.each([
    [{ telephone: JANE.telephone, code: '24681' }],
    [{ telephone: JANE.telephone, code: '2468100' }],
    [{ telephone: JANE.telephone, code: 246810 }],
    [{ telephone: JANE.telephone, code: 'abcdef' }],
    [{ telephone: JANE.telephone }],
    [{ code: DEMO_CODE }],
    [{ telephone: JANE.telephone, code: DEMO_CODE, referrer: -5 }],
    [{ telephone: JANE.telephone, code: DEMO_CODE, referrer: { id: 1 } }],
  ])('invalid login body %j is 400 and uses up no attempt', async (body) => {
    await api().post('/customer/login/request', { telephone: JANE.telephone });
    const res = await api().post<Json>('/customer/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST' });
    const ok = await api().post('/customer/login', { telephone: JANE.telephone, code: DEMO_CODE });
    expect(ok.status).toBe(200);
  });
});

describe('sessions', () => {
  test('logout revokes the token: the next call answers USR_ERR_0030', async () => {
    const token = await api().login(JANE.telephone);
    const out = await api().post<Json>('/customer/logout', undefined, { token });
    expect(out.status).toBe(200);
    const after = await api().get<Json>('/customer', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errorCode: 'USR_ERR_0030', errorMsg: expect.any(String) });
    const again = await api().post<Json>('/customer/logout', undefined, { token });
    expect(again.body).toMatchObject({ errorCode: 'USR_ERR_0030' });
  });

  test('logout accepts the empty JSON body clients send', async () => {
    const token = await api().login(JANE.telephone);
    const out = await api().request('POST', '/customer/logout', { token, rawBody: '' });
    expect(out.status).toBe(200);
  });

  test('unknown, missing and malformed tokens answer USR_ERR_0030 on authenticated calls', async () => {
    for (const token of [undefined, 'not-a-token', 'x'.repeat(500), 'Bearer ']) {
      for (const path of [
        '/customer',
        '/customer/profile/store',
        '/order/history',
        '/customer/paymentMethod',
      ]) {
        const res = await api().get<Json>(path, { token: token ?? null, storeId: '1001' });
        expect({ path, status: res.status, code: res.body.errorCode }).toEqual({
          path,
          status: 401,
          code: 'USR_ERR_0030',
        });
      }
    }
  });

  test('sessions of different customers stay apart', async () => {
    const jane = await api().login(JANE.telephone);
    const sam = await api().login(SAM.telephone);
    expect((await api().get<Json>('/customer', { token: jane })).body.id).toBe(JANE.id);
    expect((await api().get<Json>('/customer', { token: sam })).body.id).toBe(SAM.id);
    await api().post('/customer/logout', undefined, { token: sam });
    expect((await api().get('/customer', { token: jane })).status).toBe(200);
  });
});
