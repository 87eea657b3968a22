import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContractCheck } from './contract-check.js';

const here = __dirname;
export const API_BASE = '/api/v1';
/** A fixed "now" for every test: a Saturday afternoon in Toronto. */
export const TEST_NOW = '2026-11-21T19:00:00.000Z';
export const JANE = { id: 1001, telephone: '4165550100' };
export const SAM = { id: 1002, telephone: '4165550111' };
export const DEMO_CODE = '246810';
/**
 * Set to run the suites against PostgreSQL instead of PGlite (the DATABASE_URL path), e.g.
 * OWA_TEST_DATABASE_URL=postgres://owa@127.0.0.1:25432/owa_test (CI: .ci/run starts one with
 * scripts/postgres-for-tests.sh). Each jest worker gets its own database beside that one
 * (owa_test_w1, owa_test_w2, …, created on first use), so files running in parallel never share
 * data; the files of one worker run one after another and each starts from a reset. The
 * PGlite-folder persistence test is skipped.
 */
export const BASE_TEST_DATABASE_URL = process.env.OWA_TEST_DATABASE_URL ?? '';
export const TEST_DATABASE_URL = BASE_TEST_DATABASE_URL
  ? (() => {
      const url = new URL(BASE_TEST_DATABASE_URL);
      url.pathname = `${url.pathname}_w${process.env.JEST_WORKER_ID ?? '1'}`;
      return url.toString();
    })()
  : '';

let workerDatabase: Promise<void> | null = null;
/** Creates this worker's database once (the server migrates and seeds it on its first start). */
function ensureWorkerDatabase(): Promise<void> {
  workerDatabase ??= (async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: BASE_TEST_DATABASE_URL });
    await client.connect();
    try {
      const name = new URL(TEST_DATABASE_URL).pathname.slice(1);
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
  })();
  return workerDatabase;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  token?: string | null;
  storeId?: string | null;
  headers?: Record<string, string>;
  /** Checked against the OpenAPI document unless false (a test of what the document excludes). */
  checkContract?: boolean;
}

/** The API running in a child process, with helpers to call it. */
export class ApiProcess {
  readonly logs: string[] = [];
  private child: ChildProcess | null = null;
  private contract: ContractCheck | null = null;
  port = 0;

  constructor(
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}${API_BASE}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', join(here, 'register-ts.mjs'), join(here, 'serve-for-tests.ts')],
      {
        env: {
          PATH: process.env.PATH ?? '',
          OWA_DATA_DIR: this.dataDir,
          OWA_TEST_ENDPOINTS: '1',
          OWA_DEMO: '1',
          OWA_FIXED_NOW: TEST_NOW,
          OWA_CAPTCHA_MAX_COUNTER: '2000',
          // Well inside a hook's 5 s: a test that leaves an answer unread cannot hang its file's close.
          OWA_SHUTDOWN_GRACE_MS: '1000',
          LOG_LEVEL: 'info',
          ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    this.port = await new Promise<number>((resolve, reject) => {
      let buffer = '';
      const timer = setTimeout(() => {
        // A server that did not start in time is not left running behind the failed test.
        child.kill('SIGKILL');
        reject(new Error(`API did not start:\n${this.logs.join('\n')}`));
      }, 30_000);
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        buffer += chunk;
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          this.logs.push(line);
          if (line.includes('owaTestServerReady')) {
            clearTimeout(timer);
            // why: the line is serve-for-tests' own ready line, written just above in this repository.
            resolve((JSON.parse(line) as { port: number }).port);
          }
          newline = buffer.indexOf('\n');
        }
      });
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => this.logs.push(chunk));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`API exited with ${code}:\n${this.logs.join('\n')}`));
      });
    });
    // Read the document now, in the start's time, not in the first test's.
    await this.contractCheck();
  }

  /** Graceful stop (SIGTERM): the server closes its database as in production. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'app-name': 'OWA', ...options.headers };
    if (options.token) headers.Authorization = options.token;
    if (options.storeId) headers.storeId = options.storeId;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    if (options.checkContract !== false) {
      const contract = await this.contractCheck();
      const problems = contract.problems(
        method,
        response.url || `${this.baseUrl}${path}`,
        response.status,
        response.headers.get('content-type'),
        parsed,
      );
      if (problems.length > 0)
        throw new Error(
          `The answer does not match the OpenAPI document:\n${problems.join('\n')}\n${text.slice(0, 500)}`,
        );
    }
    // why: each test names the answer it expects; the OpenAPI check above has already held it to the document.
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** The API's own OpenAPI document, read once from the running server. */
  private async contractCheck(): Promise<ContractCheck> {
    if (!this.contract) {
      const response = await fetch(`${this.baseUrl}/openapi.json`);
      if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
      // why: the API's own document, generated from its schemas; ContractCheck reads it as plain JSON.
      this.contract = new ContractCheck((await response.json()) as Record<string, unknown>, API_BASE);
    }
    return this.contract;
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }

  async reset(): Promise<void> {
    const response = await this.post('/_test/reset');
    if (response.status !== 200) throw new Error(`reset failed: ${response.text}`);
  }

  /** Logs in with the demo code and returns the session token. */
  async login(telephone: string, code = DEMO_CODE): Promise<string> {
    const requested = await this.post('/customer/login/request', { telephone });
    if (requested.status !== 200) throw new Error(`code request failed: ${requested.text}`);
    const loggedIn = await this.post('/customer/login', { telephone, code });
    const token = loggedIn.headers.get('authorization');
    if (loggedIn.status !== 200 || !token) throw new Error(`login failed: ${loggedIn.text}`);
    return token;
  }

  /** The one-time code the server logs for a phone number (demo mode); log lines trail the answer a little. */
  async loggedCode(telephone: string): Promise<string | null> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const code = this.lastLoggedCode(telephone);
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return null;
  }

  private lastLoggedCode(telephone: string): string | null {
    for (let i = this.logs.length - 1; i >= 0; i--) {
      const match = this.logs[i]?.match(
        new RegExp(`one-time login code for \\*+${telephone.slice(-4)}: (\\d{6})`),
      );
      if (match?.[1]) return match[1];
    }
    return null;
  }
}

export interface TestApi {
  api: ApiProcess;
  close(): Promise<void>;
}

/** Everything that decides what a freshly seeded database holds. */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(here, '..', 'db'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A seeded data folder made once per schema and demo-data version and copied for each test file:
 * creating a PostgreSQL cluster costs a second or two, copying one a fraction of that. The copy is
 * exactly what a first start produces (the persistence test checks a real first start too).
 */
async function seededTemplate(): Promise<string> {
  const template = join(tmpdir(), `owa-api-template-${schemaFingerprint()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), 'owa-api-template-build-'));
  const api = new ApiProcess(building, {});
  await api.start();
  await api.stop();
  try {
    renameSync(building, template);
  } catch {
    // Another worker finished first; its template is the same.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh, empty data folder (for tests of the first start itself). */
export function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'owa-api-test-'));
}

/** One server per test file, on a fresh seeded data folder that is removed afterwards. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  if (TEST_DATABASE_URL) await ensureWorkerDatabase();
  const dataDir = emptyDataDir();
  cpSync(await seededTemplate(), dataDir, { recursive: true });
  const api = new ApiProcess(dataDir, env);
  await api.start();
  if (TEST_DATABASE_URL) await api.reset();
  return {
    api,
    close: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual test file's server: started before its tests (or the enclosing describe's) and closed
 * after them. Read `server.api` inside tests and hooks, once it has started.
 */
export function apiForThisFile(env: Record<string, string> = {}): { readonly api: ApiProcess } {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(env);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    get api() {
      if (!started) throw new Error('the test API is used before its beforeAll started it');
      return started.api;
    },
  };
}
