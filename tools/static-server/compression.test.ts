import { mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createStaticServer } from './index.mjs';

/** A page the size of the shell's (its inline global CSS), repetitive as CSS is. */
const PAGE = `<!doctype html><style>${'.chakra-button{display:inline-flex;gap:var(--chakra-spacing-2)}'.repeat(800)}</style>`;

async function server() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'owa-static-'));
  writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log(1);'.repeat(200));
  writeFileSync(path.join(root, 'main.0123456789.js.br'), brotliCompressSync('console.log(1);'.repeat(200)));
  const app = await createStaticServer({
    root,
    prefix: '/owa/',
    spaIndex: (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE),
  });
  // Registered by the caller after the server is made, as the host's remote list and API proxy are.
  app.get('/owa/remotes.json', () => ({ remotes: Array.from({ length: 200 }, (_, i) => `remote-${i}`) }));
  app.get('/events', (_request, reply) => reply.type('text/event-stream').send('data: x\n\n'.repeat(300)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  return app;
}

const servers: Awaited<ReturnType<typeof createStaticServer>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

/** The answer's headers and bytes as they travel (light-my-request's inject cannot load in jest). */
function fetchRaw(
  app: Awaited<ReturnType<typeof server>>,
  url: string,
  headers: Record<string, string> = {},
) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ headers: IncomingHttpHeaders; rawPayload: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, rawPayload: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('what the servers write per request is compressed', () => {
  test('the page goes out in brotli when the browser accepts it, and whole when it does not', async () => {
    const app = await server();
    const compressed = await fetchRaw(app, '/owa/r/a/1/ALL', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PAGE);

    const plain = await fetchRaw(app, '/owa/r/a/1/ALL');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.toString()).toBe(PAGE);
  });

  test('so is a route the caller adds afterwards, but not an event stream', async () => {
    const app = await server();
    const headers = { 'accept-encoding': 'br' };
    expect((await fetchRaw(app, '/owa/remotes.json', headers)).headers['content-encoding']).toBe('br');
    const events = await fetchRaw(app, '/events', headers);
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.rawPayload.toString()).toContain('data: x');
  });

  test('a file built with its brotli variant is answered with that file, not compressed again', async () => {
    const app = await server();
    const reply = await fetchRaw(app, '/owa/main.0123456789.js', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe('console.log(1);'.repeat(200));
  });
});
