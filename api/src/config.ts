import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** Everything the server needs to start, read once from the environment by main.ts. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Versioned base path every route sits under, e.g. /api/v1. */
  apiBase: string;
  /** Data folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** When set, PostgreSQL through `pg` replaces the embedded database. */
  databaseUrl: string | null;
  /** Browser origins allowed to call the API from another origin (the site's own by default). */
  corsOrigins: string[];
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (rate limits per address). */
  trustProxy: boolean | string;
  /** Abuse limits per minute, per client address and over all clients. */
  rateLimits: {
    loginCodeRequests: RateLimit;
    loginCodeGuesses: RateLimit;
    errorReports: RateLimit;
  };
  /** Fixes "now" for every time rule (tests); null means the system clock. */
  fixedNow: Date | null;
  /** Demo mode writes one-time login codes to the log and gives demo customers a fixed code. */
  demo: boolean;
  /** Enables POST /_test/reset. Never on in production. */
  testEndpoints: boolean;
  /** HMAC key of the proof-of-work captcha. */
  captchaHmacKey: string;
  /** Upper bound of the captcha's work (attempts a browser makes on average: half of it). */
  captchaMaxCounter: number;
  /** Folder of the images the API serves. */
  assetsDir: string;
  logLevel: string;
  /** With a key, card payments go to Stripe; without one, to the simulated processor. */
  stripeSecretKey: string | null;
  /** A Stripe-compatible server to talk to instead of api.stripe.com (stripe-mock, the tests' fake). */
  stripeApiBase: string | null;
  /**
   * How long the simulated processor takes to answer a charge. A real processor takes a while, and
   * that is when concurrent payments from one wallet race; tests widen the window with it.
   */
  simulatedChargeDelayMs: number;
  /** Tests only (with test endpoints): the process dies right after a card charge succeeds. */
  testCrashAfterCharge: boolean;
  /** Demo mode: the demo kitchen moves each order one step this often (seconds; 0: no kitchen). */
  kitchenStepSeconds: number;
  /**
   * How long a stop waits for answers still being sent before it cuts their connections: a client
   * that stops reading a download must not hold the process open past the platform's kill.
   */
  shutdownGraceMs: number;
}

export interface RateLimit {
  perClient: number;
  overall: number;
  windowMs: number;
}

/** The site's own origins: the host on its default port (same-origin calls need no CORS at all). */
export const DEFAULT_SITE_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/**
 * Per minute: strict in production; in demo and test mode generous enough for the e2e journeys,
 * which all log in from 127.0.0.1 again and again.
 */
const RATE_LIMIT_DEFAULTS = {
  production: {
    loginCodeRequests: [5, 200],
    loginCodeGuesses: [10, 600],
    errorReports: [30, 1200],
  },
  demo: {
    loginCodeRequests: [600, 6000],
    loginCodeGuesses: [600, 6000],
    errorReports: [1200, 12000],
  },
} as const;

/** OWA_RATE_LIMIT_<CALL>="perClient/overall" (per minute). */
function rateLimit(value: string | undefined, fallback: readonly [number, number], name: string): RateLimit {
  if (value === undefined || value === '')
    return { perClient: fallback[0], overall: fallback[1], windowMs: 60_000 };
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new ConfigError(`${name} must be "perClient/overall", e.g. 5/200`);
  return { perClient: Number(match[1]), overall: Number(match[2]), windowMs: 60_000 };
}

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));

export class ConfigError extends Error {}

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`Not a boolean flag: ${value}`);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive whole number`);
  return n;
}

function normaliseBase(base: string): string {
  const trimmed = `/${base.replace(/^\/+|\/+$/g, '')}`;
  return trimmed === '/' ? '' : trimmed;
}

/** TRUST_PROXY: a flag, or the proxies' addresses (e.g. 127.0.0.1 for the host's proxy). */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return false;
  if (/^(1|0|true|false|yes|no|on|off)$/i.test(value)) return flag(value) ?? false;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8084);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`Invalid PORT: ${env.PORT}`);
  let fixedNow: Date | null = null;
  if (env.OWA_FIXED_NOW) {
    fixedNow = new Date(env.OWA_FIXED_NOW);
    if (Number.isNaN(fixedNow.getTime()))
      throw new ConfigError(`Invalid OWA_FIXED_NOW: ${env.OWA_FIXED_NOW}`);
  }
  // Demo mode is the default for local runs, and off in production unless asked for explicitly.
  const demo = flag(env.OWA_DEMO) ?? !production;
  const testEndpoints = (flag(env.OWA_TEST_ENDPOINTS) ?? false) && !production;
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const limits = demo ? RATE_LIMIT_DEFAULTS.demo : RATE_LIMIT_DEFAULTS.production;
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    apiBase: normaliseBase(env.API_BASE ?? '/api/v1'),
    dataDir: env.OWA_DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl,
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_SITE_ORIGINS,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: {
      loginCodeRequests: rateLimit(
        env.OWA_RATE_LIMIT_LOGIN_CODE,
        limits.loginCodeRequests,
        'OWA_RATE_LIMIT_LOGIN_CODE',
      ),
      loginCodeGuesses: rateLimit(env.OWA_RATE_LIMIT_LOGIN, limits.loginCodeGuesses, 'OWA_RATE_LIMIT_LOGIN'),
      errorReports: rateLimit(
        env.OWA_RATE_LIMIT_ERROR_REPORT,
        limits.errorReports,
        'OWA_RATE_LIMIT_ERROR_REPORT',
      ),
    },
    fixedNow,
    demo,
    testEndpoints,
    // A generated key is fine for one process: challenges live minutes, and a restart only means
    // a visitor solves a fresh one.
    captchaHmacKey: env.OWA_CAPTCHA_HMAC_KEY || randomBytes(32).toString('hex'),
    captchaMaxCounter: positiveInt(env.OWA_CAPTCHA_MAX_COUNTER, 50_000, 'OWA_CAPTCHA_MAX_COUNTER'),
    assetsDir: env.OWA_ASSETS_DIR || DEFAULT_ASSETS_DIR,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'info'),
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || null,
    stripeApiBase: env.STRIPE_API_BASE?.trim() || null,
    simulatedChargeDelayMs:
      env.OWA_SIM_CHARGE_DELAY_MS === '0'
        ? 0
        : positiveInt(env.OWA_SIM_CHARGE_DELAY_MS, 0, 'OWA_SIM_CHARGE_DELAY_MS'),
    testCrashAfterCharge: testEndpoints && (flag(env.OWA_TEST_CRASH_AFTER_CHARGE) ?? false),
    kitchenStepSeconds:
      env.OWA_DEMO_KITCHEN_STEP_S === '0'
        ? 0
        : positiveInt(env.OWA_DEMO_KITCHEN_STEP_S, 20, 'OWA_DEMO_KITCHEN_STEP_S'),
    shutdownGraceMs: positiveInt(env.OWA_SHUTDOWN_GRACE_MS, 8_000, 'OWA_SHUTDOWN_GRACE_MS'),
  };
}
