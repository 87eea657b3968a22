#!/usr/bin/env node
// The open-loop load (open-loop.mjs) on each way the API can run: one process on its embedded
// PostgreSQL (PGlite), one process on a PostgreSQL server, and two processes sharing that server
// (the scale-out path: all state is in the database, requests alternate between the processes).
// Uses the production build (api/dist: `pnpm --filter api build`). The server is
// OWA_BENCH_DATABASE_URL, else a private one started with scripts/postgres-for-tests.sh when
// Debian's PostgreSQL is installed; without either the PostgreSQL rows are skipped.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.OWA_BENCH_API_PORT ?? 9690);
const openLoop = path.join(import.meta.dirname, 'open-loop.mjs');
const children = new Set();

function startApi(port, env) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      OWA_DEMO: '1',
      LOG_LEVEL: 'warn',
      OWA_CAPTCHA_HMAC_KEY: 'bench-shared-key',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function healthy(port) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on ${port} did not start`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function load(ports) {
  execFileSync(process.execPath, [openLoop, ...ports.map((port) => `http://127.0.0.1:${port}/api/v1`)], {
    stdio: 'inherit',
  });
}

async function configuration(title, envs) {
  console.log(`\n${title}`);
  const started = [];
  for (const [i, env] of envs.entries()) {
    // One after another: the first migrates and seeds, the next finds it done.
    started.push(startApi(BASE_PORT + i, env));
    await healthy(BASE_PORT + i);
  }
  try {
    load(envs.map((_, i) => BASE_PORT + i));
  } finally {
    await Promise.all(started.map(stop));
  }
}

let pgDir = null;
try {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'owa-bench-pglite-'));
  await configuration('PGlite (embedded), one API process', [{ OWA_DATA_DIR: pgliteDir }]);
  rmSync(pgliteDir, { recursive: true, force: true });

  let url = process.env.OWA_BENCH_DATABASE_URL ?? '';
  if (!url) {
    try {
      const out = execFileSync('bash', [path.join(ROOT, 'scripts/postgres-for-tests.sh'), 'start'], {
        encoding: 'utf8',
        env: { ...process.env, OWA_PG_PORT: process.env.OWA_BENCH_PG_PORT ?? '55442' },
      });
      pgDir = /OWA_PG_DIR=(\S+)/.exec(out)?.[1] ?? null;
      url = /OWA_TEST_DATABASE_URL=(\S+)/.exec(out)?.[1] ?? '';
    } catch {
      console.log('\nPostgreSQL: not installed and OWA_BENCH_DATABASE_URL unset; skipped.');
    }
  }
  if (url) {
    await configuration('PostgreSQL server, one API process (a pool of 10)', [{ DATABASE_URL: url }]);
    await configuration('PostgreSQL server, two API processes (scale-out)', [
      { DATABASE_URL: url },
      { DATABASE_URL: url },
    ]);
  }
} finally {
  await Promise.all([...children].map(stop));
  if (pgDir) execFileSync('bash', [path.join(ROOT, 'scripts/postgres-for-tests.sh'), 'stop', pgDir]);
}
