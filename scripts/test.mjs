// `pnpm test`: lint and format, the dependency rules, types, every package's unit tests, the compose file, a production
// build and the host's type check against the remotes' published entry types, then the Playwright
// journeys against the real servers. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './deployables.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'owa-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countJest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests;
  } catch {
    totals.failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

step('lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']);
// No import cycles, no deployable importing another, features through their index.ts, app/ composes,
// domain/ pure (.dependency-cruiser.cjs).
step('dependency rules', 'pnpm', ['run', 'test:deps']);
// The API (and its tests) run on Node and read the contract's rules from shared/dist.
step('contract build for Node', 'pnpm', ['--filter', '@owa/shared', 'run', 'build']);
step('types', 'pnpm', ['run', 'typecheck']);
const jestReport = path.join(reports, 'jest.json');
step('unit tests', 'pnpm', [
  'exec',
  'jest',
  '--ci',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${jestReport}`,
]);
countJest(jestReport);
step('compose file', 'node', ['scripts/check-compose.mjs']);
if (step('production build', 'pnpm', ['run', 'build'])) {
  // The host's contract against the entry types each remote's build published (dist/@mf-types).
  step('remote entries against the host', 'pnpm', ['--filter', 'host', 'run', 'typecheck:remotes']);
  const playwrightReport = path.join(reports, 'playwright.json');
  step(
    'browser journeys',
    'pnpm',
    ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    },
  );
  countPlaywright(playwrightReport);
} else {
  failedSteps.push('browser journeys (not run: the build failed)');
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
