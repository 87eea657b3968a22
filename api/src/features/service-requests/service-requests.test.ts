import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { apiForThisFile, JANE } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
beforeEach(async () => {
  await server.api.reset();
});
const api = () => server.api;

/** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
async function solvedCaptcha(): Promise<string> {
  const res = await api().get<Challenge>('/captcha/challenge');
  expect(res.status).toBe(200);
  const solution = await solveChallenge({ challenge: res.body, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64');
}

const request = (captcha: string, extra: Json = {}) => ({
  tableNo: 7,
  code: 'WATER',
  customerName: 'Guest at 7',
  telephone: '',
  captcha,
  ...extra,
});

describe('captcha challenge', () => {
  test('is a signed proof-of-work challenge', async () => {
    const res = await api().get<Challenge>('/captcha/challenge');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      parameters: { algorithm: 'SHA-256', nonce: expect.any(String), salt: expect.any(String) },
      signature: expect.any(String),
    });
  });
});

describe('POST /servicerequest', () => {
  test('an anonymous guest at a café table (anonymous dine-in allowed) calls the server', async () => {
    const res = await api().post<Json>('/servicerequest', request(await solvedCaptcha()), {
      storeId: '1003',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ storeId: '1003', tableNo: 7, code: 'WATER', status: 'SENT' });
  });

  test('a solved captcha works once', async () => {
    const captcha = await solvedCaptcha();
    expect((await api().post('/servicerequest', request(captcha), { storeId: '1003' })).status).toBe(200);
    const replay = await api().post<Json>('/servicerequest', request(captcha), { storeId: '1003' });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ errorCode: 'CAPTCHA_ERR_INVALID', errorMsg: 'Captcha Error' });
  });

  test('a forged or tampered captcha is refused', async () => {
    for (const captcha of ['hello', Buffer.from('{"challenge":{}}').toString('base64'), 'x'.repeat(4000)]) {
      const res = await api().post<Json>('/servicerequest', request(captcha), { storeId: '1003' });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('CAPTCHA_ERR_INVALID');
    }
    const genuine = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const key = genuine.solution.derivedKey;
    genuine.solution.derivedKey = `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}`;
    const tampered = Buffer.from(JSON.stringify(genuine)).toString('base64');
    expect(
      (await api().post<Json>('/servicerequest', request(tampered), { storeId: '1003' })).body,
    ).toMatchObject({
      errorCode: 'CAPTCHA_ERR_INVALID',
    });
  });

  test('at Maple Downtown a login is required (no anonymous dine-in)', async () => {
    const refused = await api().post<Json>(
      '/servicerequest',
      request(await solvedCaptcha(), { tableNo: 'M3' }),
      {
        storeId: '1001',
      },
    );
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('USR_ERR_LOGIN_REQUIRED');
    const token = await api().login(JANE.telephone);
    const ok = await api().post<Json>(
      '/servicerequest',
      request(await solvedCaptcha(), { tableNo: 'M3', code: 'BILL' }),
      {
        storeId: '1001',
        token,
        headers: { userId: String(JANE.id) },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ tableNo: 3, displayTableNo: 'M3', code: 'BILL' });
    const mismatch = await api().post<Json>(
      '/servicerequest',
      request(await solvedCaptcha(), { tableNo: 'M3' }),
      {
        storeId: '1001',
        token,
        headers: { userId: '1002' },
      },
    );
    expect(mismatch.status).toBe(403);
  });

  test.each([
    ['unknown request code', { code: 'CHAMPAGNE' }, '1003', 'SRV_ERR_SERVICE_REQUEST_CODE_UNKNOWN'],
    ['unknown table', { tableNo: 99 }, '1003', 'ORD_ERR_TABLE_NOT_FOUND'],
    ['store without service requests', {}, '4521', 'SRV_ERR_SERVICE_REQUEST_UNSUPPORTED'],
    ['negative table', { tableNo: -4 }, '1003', 'GENERAL_ERR_INVALID_REQUEST'],
    ['table as object', { tableNo: { no: 1 } }, '1003', 'GENERAL_ERR_INVALID_REQUEST'],
    ['bad phone', { telephone: '12' }, '1003', 'GENERAL_ERR_INVALID_REQUEST'],
    ['huge name', { customerName: 'n'.repeat(1000) }, '1003', 'GENERAL_ERR_INVALID_REQUEST'],
    ['missing captcha', { captcha: '' }, '1003', 'GENERAL_ERR_INVALID_REQUEST'],
  ])('%s is 400 and does not spend the captcha', async (_label, change, storeId, errorCode) => {
    const captcha = await solvedCaptcha();
    const res = await api().post<Json>('/servicerequest', request(captcha, change), { storeId });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode, errorMsg: expect.any(String) });
    if (storeId === '1003') {
      expect((await api().post('/servicerequest', request(captcha), { storeId: '1003' })).status).toBe(200);
    }
  });

  test('unknown store and missing store header', async () => {
    const captcha = await solvedCaptcha();
    expect(
      (await api().post<Json>('/servicerequest', request(captcha), { storeId: '8888' })).body,
    ).toMatchObject({
      errorCode: 'GENERAL_ERR_STORE_NOT_FOUND',
    });
    expect((await api().post('/servicerequest', request(captcha))).status).toBe(400);
  });
});
