import { defineConfig } from '@playwright/test';
// @ts-expect-error: plain ESM shared with the benchmark
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { E2E_PORT_BASE } from './support/site';

/**
 * Journeys across the real servers: global setup starts the API, the host and each remote as
 * separate processes (built beforehand by the test command) and drives Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI one retry, reported as flaky in the summary: 134 journeys on two shared cores meet the
  // odd slow first paint; a journey that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT_BASE}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
