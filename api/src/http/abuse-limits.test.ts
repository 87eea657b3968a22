import { apiForThisFile } from '../test-support/harness.js';

// Abuse limits (issue 12 point 5): login code requests, code guesses and error reports are limited
// per client address and over all clients; a refusal is 429 in the API's error shape. Security
// headers (point 4): nosniff on every answer, CORS only for allowed origins.

jest.setTimeout(30_000);

const server = apiForThisFile({
  // The client address comes from X-Forwarded-For (as behind the host's proxy) so that one test
  // process can act as several clients.
  TRUST_PROXY: '127.0.0.1',
  OWA_RATE_LIMIT_LOGIN_CODE: '3/5',
  OWA_RATE_LIMIT_LOGIN: '4/1000',
  OWA_RATE_LIMIT_ERROR_REPORT: '2/1000',
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
let phone = 4165551000;
const requestCode = (ip: string) =>
  server.api.post('/customer/login/request', { telephone: String(phone++) }, from(ip));

function expectLimited(res: { status: number; body: unknown }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    errorCode: 'GENERAL_ERR_TOO_MANY_REQUESTS',
    errorMsg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
  });
}

test('code requests: 3 per client address, 5 over all clients', async () => {
  for (let i = 0; i < 3; i++) expect((await requestCode('10.0.0.1')).status).toBe(200);
  expectLimited(await requestCode('10.0.0.1'));
  // Another address still may, until the overall limit.
  expect((await requestCode('10.0.0.2')).status).toBe(200);
  expect((await requestCode('10.0.0.3')).status).toBe(200);
  expectLimited(await requestCode('10.0.0.4'));
});

test('code guesses: 4 per client address', async () => {
  const guess = () =>
    server.api.post('/customer/login', { telephone: '4165550111', code: '000000' }, from('10.0.1.1'));
  for (let i = 0; i < 4; i++) expect((await guess()).status).not.toBe(429);
  expectLimited(await guess());
});

test('error reports: 2 per client address', async () => {
  const report = () => server.api.post('/order/error', { error: 'boom' }, from('10.0.2.1'));
  expect((await report()).status).toBe(201);
  expect((await report()).status).toBe(201);
  expectLimited(await report());
  expect((await server.api.post('/order/error', { error: 'boom' }, from('10.0.2.2'))).status).toBe(201);
});

test('every answer says nosniff; CORS answers only allowed origins', async () => {
  for (const res of [
    await server.api.get('/health'),
    await server.api.get('/no/such/path'),
    await server.api.post('/order/error', { error: ['x'] }, from('10.0.3.1')),
  ])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const evil = await server.api.request('OPTIONS', '/store', {
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  });
  expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  const simple = await server.api.get('/health', { headers: { origin: 'https://evil.example' } });
  expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  const site = await server.api.get('/health', { headers: { origin: 'http://localhost:8080' } });
  expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
});
