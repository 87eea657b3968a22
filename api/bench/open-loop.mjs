#!/usr/bin/env node
// Open-loop load on the running API (issue 12 point 7): requests leave at a fixed rate whatever the
// server's pace, and each latency is measured from the moment the request was SCHEDULED, so a
// server that falls behind shows it (a closed loop of N clients would slow down with it and hide
// the queue). Cart pricing (POST /shoppingcart) and order submission (POST /order, a fresh
// idempotency token each) at 50, 100 and 200 requests/s, then the highest rate held with p99
// under 100 ms (and no errors). With several base URLs the requests go round-robin to each (the
// scale-out path: API processes sharing one PostgreSQL).
//
//   node api/bench/open-loop.mjs http://127.0.0.1:<port>/api/v1 [http://127.0.0.1:<port2>/api/v1]
//
// OWA_OPEN_LOOP_SECONDS (default 5) per rate, OWA_OPEN_LOOP_RATES (default 50,100,200),
// OWA_OPEN_LOOP_WARM_UP_SECONDS (default 3) of untimed load at the lowest rate first.
import { performance } from 'node:perf_hooks';

const bases = process.argv.slice(2).map((b) => b.replace(/\/+$/, ''));
if (bases.length === 0) bases.push('http://127.0.0.1:8084/api/v1');
for (const base of bases) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(base).hostname)) {
    console.error(`Refusing to load ${base}: this benchmark only targets loopback addresses.`);
    process.exit(2);
  }
}
const SECONDS = Number(process.env.OWA_OPEN_LOOP_SECONDS ?? 5);
const RATES = (process.env.OWA_OPEN_LOOP_RATES ?? '50,100,200').split(',').map(Number);
const P99_GOAL_MS = 100;
const MAX_PROBES = 7;
const TIMEOUT_MS = 10_000;

const JANE = '4165550100';
const DEMO_CODE = '246810';
let next = 0;

async function call(method, path, body, token) {
  const base = bases[next++ % bases.length];
  const headers = { 'content-type': 'application/json', 'app-name': 'OWA-bench', storeId: '1001' };
  if (token) headers.authorization = token;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

async function login() {
  await call('POST', '/customer/login/request', { telephone: JANE });
  const res = await call('POST', '/customer/login', { telephone: JANE, code: DEMO_CODE });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`login failed (${res.status}): ${res.text}`);
  return token;
}

/** The cart of api/bench/load.mjs: a configured burger, a combo with a charged side, and fries. */
const cart = {
  storeId: '1001',
  orderType: 'PICKUP',
  subOrderList: [
    {
      orderItemList: [
        {
          code: 'BYOB',
          qty: 1,
          itemAttributeList: [
            { code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] },
            {
              code: 'TOPPINGS',
              attrValueList: ['BACON', 'CHEESE', 'TOMATO'].map((code) => ({ code, qty: 1 })),
            },
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
      ],
    },
  ],
};

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `rate` requests a second for `seconds`, each at its scheduled time, and waits for all. */
async function atRate(request, rate, seconds = SECONDS) {
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  const pending = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      request()
        .then((status) => {
          latencies.push(performance.now() - scheduled);
          if (status >= 400) errors++;
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { rate, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, total };
}

const held = (result) => result.errors === 0 && result.p99 <= P99_GOAL_MS;

function show(name, r) {
  console.log(
    `  ${name.padEnd(30)} ${String(r.rate).padStart(5)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ${r.errors ? `${r.errors} errors of ${r.total}` : `${r.total} requests`}${held(r) ? '' : '   (not held)'}`,
  );
}

/** Untimed load before the first probe: the JIT, the database's caches and pools warm under the
 * same concurrency the probes use (40 calls one after another left the first probe cold: its p99
 * was several times the warm one's). */
const WARM_UP_SECONDS = Number(process.env.OWA_OPEN_LOOP_WARM_UP_SECONDS ?? 3);

async function scenario(name, request) {
  for (let i = 0; i < 40; i++) await request();
  if (WARM_UP_SECONDS > 0) await atRate(request, Math.min(...RATES), WARM_UP_SECONDS);
  const results = [];
  for (const rate of RATES) {
    const r = await atRate(request, rate);
    show(name, r);
    results.push(r);
  }
  // The highest rate held: up from the best fixed rate held, by a quarter each step, then halfway
  // back between the last rate held and the first one missed.
  let good = results.filter(held).reduce((best, r) => Math.max(best, r.rate), 0);
  let bad = Number.POSITIVE_INFINITY;
  let probe = good > 0 ? Math.round(good * 1.25) : Math.min(...RATES) / 2;
  for (let i = 0; i < MAX_PROBES; i++) {
    const r = await atRate(request, probe);
    show(`${name} (search)`, r);
    if (held(r)) good = Math.max(good, probe);
    else bad = Math.min(bad, probe);
    if (bad !== Number.POSITIVE_INFINITY && bad - good <= Math.max(10, good * 0.08)) break;
    probe = bad === Number.POSITIVE_INFINITY ? Math.round(probe * 1.25) : Math.round((good + bad) / 2);
  }
  console.log(`  ${name.padEnd(30)} highest rate held (p99 ≤ ${P99_GOAL_MS} ms, no errors): ${good} req/s`);
  return { name, results, highestHeld: good };
}

const token = await login();
const check = await call('POST', '/shoppingcart?validateScheduleTime=true&menu=ALLDAY', cart, token);
if (check.status !== 200) throw new Error(`cart pricing failed (${check.status}): ${check.text}`);
const run = `${Date.now().toString(36)}-${process.pid}`;
let n = 0;
console.log(
  `  open loop on ${bases.length} API process${bases.length > 1 ? 'es' : ''}, ${SECONDS} s per rate`,
);
await scenario('POST /shoppingcart', async () => {
  const res = await call('POST', '/shoppingcart?validateScheduleTime=true&menu=ALLDAY', cart, token);
  return res.status;
});
await scenario('POST /order', async () => {
  const res = await call(
    'POST',
    '/order?menu=ALLDAY',
    { ...cart, idempotencyToken: `open-${run}-${n++}` },
    token,
  );
  return res.status;
});
