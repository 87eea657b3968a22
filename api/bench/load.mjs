#!/usr/bin/env node
// Load on the running API over loopback: cart pricing (POST /shoppingcart) and order submission
// (POST /order, a unique idempotency token each) from many concurrent clients, each a bounded loop
// with Node's fetch. Prints requests/s and p50/p99 latency per scenario.
//
//   node api/bench/load.mjs http://127.0.0.1:<port>/api/v1
//
// Bounded: CONCURRENCY clients per scenario for SECONDS (or MAX_REQUESTS in all), ~20 s in total.
import { performance } from 'node:perf_hooks';

const base = (process.argv[2] ?? 'http://127.0.0.1:8084/api/v1').replace(/\/+$/, '');
const CONCURRENCY = Number(process.env.OWA_LOAD_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.OWA_LOAD_SECONDS ?? 8);
const MAX_REQUESTS = 50_000;
const WARMUP_REQUESTS = 40;

const url = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(url.hostname)) {
  console.error(`Refusing to load ${url.hostname}: this benchmark only targets loopback addresses.`);
  process.exit(2);
}

const JANE = '4165550100';
const DEMO_CODE = '246810';

async function call(method, path, body, token) {
  const headers = { 'content-type': 'application/json', 'app-name': 'OWA-bench', storeId: '1001' };
  if (token) headers.authorization = token;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

async function login() {
  // A second run within the resend window gets 429; the code sent by the first is still good.
  await call('POST', '/customer/login/request', { telephone: JANE });
  const res = await call('POST', '/customer/login', { telephone: JANE, code: DEMO_CODE });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`login failed (${res.status}): ${res.text}`);
  return token;
}

/** A realistic cart: a configured burger, a combo with a charged side, and fries. */
const lines = [
  {
    code: 'BYOB',
    qty: 1,
    itemAttributeList: [
      { code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] },
      { code: 'TOPPINGS', attrValueList: ['BACON', 'CHEESE', 'TOMATO'].map((code) => ({ code, qty: 1 })) },
    ],
  },
  {
    code: 'COMBO1',
    qty: 1,
    childItemList: [
      { code: 'CHKSAND', qty: 1, relationCode: 'MAIN' },
      { code: 'ONIONRINGS', qty: 1, relationCode: 'SIDE' },
      { code: 'COLA', qty: 1, relationCode: 'DRINK' },
    ],
  },
  { code: 'FRIES', qty: 2 },
];
const cart = { storeId: '1001', orderType: 'PICKUP', subOrderList: [{ orderItemList: lines }] };

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function scenario(name, request) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await request(-1 - i);
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const statuses = new Map();
  async function client() {
    while (performance.now() < deadline && issued < MAX_REQUESTS) {
      const n = issued++;
      const t0 = performance.now();
      try {
        const status = await request(n);
        latencies.push(performance.now() - t0);
        if (status >= 400) {
          errors++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    name,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
  const errorText = errors ? `, ${errors} errors ${JSON.stringify(Object.fromEntries(statuses))}` : '';
  console.log(
    `  ${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   (${result.requests} requests, ${CONCURRENCY} clients, ${elapsed.toFixed(1)} s${errorText})`,
  );
  return result;
}

const token = await login();
const check = await call('POST', '/shoppingcart?validateScheduleTime=true&menu=ALLDAY', cart, token);
if (check.status !== 200) throw new Error(`cart pricing failed (${check.status}): ${check.text}`);
const run = `${Date.now().toString(36)}-${process.pid}`;

const results = [];
results.push(
  await scenario('POST /shoppingcart (price + keep)', async () => {
    const res = await call('POST', '/shoppingcart?validateScheduleTime=true&menu=ALLDAY', cart, token);
    return res.status;
  }),
);
results.push(
  await scenario('POST /order (unique tokens)', async (n) => {
    const res = await call(
      'POST',
      '/order?menu=ALLDAY',
      { ...cart, idempotencyToken: `bench-${run}-${n}` },
      token,
    );
    return res.status;
  }),
);
if (results.some((r) => r.errors > 0)) process.exitCode = 1;
