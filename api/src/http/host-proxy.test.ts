// The site's own server (host/server.mjs) in front of the API: whatever a client sends through it,
// the answer is the API's, or one in the API's error shape; never the proxy's 500. And the page
// itself is there for any client, GET or HEAD, whatever it accepts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiForThisFile } from '../test-support/harness.js';

const server = apiForThisFile();
let host: ChildProcess;
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  // A stand-in for the built shell: the server needs only its index.html with the preload tag.
  const dist = mkdtempSync(join(tmpdir(), 'owa-host-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="owa-preload" content></head><body>shell</body></html>',
  );
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  host = spawn(process.execPath, [join(__dirname, '..', '..', '..', 'host', 'server.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      API_URL: server.api.baseUrl.replace(/\/api\/v1$/, ''),
      OWA_DIST_DIR: dist,
      OWA_RUNTIME_DIR: mkdtempSync(join(tmpdir(), 'owa-host-runtime-')),
      // The remotes are not running: their manifests are not read again during the test.
      MANIFEST_REFRESH_MS: '600000',
      MFE_MENU_URL: 'http://127.0.0.1:9',
      MFE_CART_CHECKOUT_URL: 'http://127.0.0.1:9',
      MFE_ACCOUNT_LOYALTY_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('host did not start')), 20_000);
    host.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('host serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    host.once('exit', (code) => reject(new Error(`host exited with ${code}`)));
  });
}, 60_000);

afterAll(() => {
  host?.kill('SIGTERM');
});

async function call(path: string, init: RequestInit & { duplex?: 'half' } = {}) {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

const errorShape = (text: string) => {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorMsg']);
  return body;
};

describe('bad input through the host reaches the API or gets its error shape', () => {
  const json = { 'content-type': 'application/json' };

  test('a 5 MB body: 400 in the error shape, not the proxy 500', async () => {
    const answer = await call('/api/v1/shoppingcart', {
      method: 'POST',
      headers: json,
      body: `{"storeId":"1001","x":"${'a'.repeat(5 * 1024 * 1024)}"}`,
    });
    expect(answer.status).toBe(400);
    expect(errorShape(answer.text)).toEqual({
      errorCode: 'GENERAL_ERR_INVALID_REQUEST',
      errorMsg: 'Request body too large',
    });
  });

  test("a 300 KB body sent chunked: the API's 400, never a 502 or a 500", async () => {
    const chunk = new TextEncoder().encode('a'.repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 300) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await call('/api/v1/shoppingcart', {
      method: 'POST',
      headers: json,
      body,
      duplex: 'half',
    });
    expect(answer.status).toBe(400);
    expect(errorShape(answer.text).errorMsg).toBe('Request body too large');
  });

  test("an Expect: 100-continue header: the API's answer to the body", async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(`${origin}/api/v1/shoppingcart`, {
        method: 'POST',
        headers: { ...json, expect: '100-continue' },
      });
      outgoing.on('continue', () =>
        outgoing.end('{"storeId":"1001","orderType":"PICKUP","subOrderList":[]}'),
      );
      outgoing.on('response', (response) => {
        let text = '';
        response.on('data', (data: Buffer) => {
          text += data.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      outgoing.on('error', reject);
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual(expect.objectContaining({ subTotal: 0, storeId: '1001' }));
  });

  test.each([
    ['DELETE', '/api/v1/customer/paymentmethod/..%2F..%2Fcustomer'],
    ['POST', '/api/v1/order/..%2Fcustomer'],
    ['GET', '/api/v1/order/%2E%2E%2F%2E%2E%2Fhealth'],
  ])('%s %s (encoded slashes): 400 in the error shape', async (method, path) => {
    const answer = await call(path, { method, headers: json, body: method === 'POST' ? '{}' : undefined });
    expect(answer.status).toBe(400);
    expect(errorShape(answer.text).errorCode).toBe('GENERAL_ERR_INVALID_REQUEST');
  });

  test('other bad input gets exactly what the API answers', async () => {
    for (const [path, init] of [
      ['/api/v1/shoppingcart', { method: 'POST', headers: json, body: '{"storeId":' }],
      ['/api/v1/shoppingcart', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
      ['/api/v1/customer/logout', { method: 'POST', headers: json }],
      ['/api/v1/menu/%ZZ', { headers: { storeId: '1001' } }],
    ] as const) {
      const direct = await fetch(`${server.api.baseUrl}${path.slice('/api/v1'.length)}`, init);
      const proxied = await call(path, init);
      expect({ path, status: proxied.status, text: proxied.text }).toEqual({
        path,
        status: direct.status,
        text: await direct.text(),
      });
    }
  });
});

describe('the page for any client', () => {
  test.each([
    ['/owa/', 'text/html'],
    ['/owa/', 'application/json'],
    ['/owa', '*/*'],
    ['/owa/r/maple-downtown/1001', 'application/json'],
    ['/owa/g/maple/G1001/', 'image/png'],
  ])('GET and HEAD %s with Accept %s: 200 and the page', async (path, accept) => {
    const get = await call(path, { headers: { accept } });
    expect(get.status).toBe(200);
    expect(get.type).toMatch(/^text\/html/);
    expect(get.text).toContain('shell');
    const head = await call(path, { method: 'HEAD', headers: { accept } });
    expect(head.status).toBe(200);
    expect(head.type).toMatch(/^text\/html/);
    expect(head.text).toBe('');
  });
});
