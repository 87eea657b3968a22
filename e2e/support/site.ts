import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ESM helpers shared with `pnpm start` and the benchmark
import { deployables, portsFrom } from '../../scripts/deployables.mjs';
// @ts-expect-error: plain ESM helpers shared with `pnpm start` and the benchmark
import { startAll, startProcess, stopAll, waitForHealthy } from '../../scripts/processes.mjs';

/**
 * The suite's own ports, beside a developer's `pnpm start` on 8080. `E2E_PORT_BASE` moves them so
 * two checkouts can run their journeys at once on one machine.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 9080);

export interface Deployable {
  readonly name: string;
  readonly cwd: string;
  readonly command: string[];
  readonly env: Record<string, string>;
  readonly health: string;
}

export interface RunningSite {
  readonly ports: { host: number; menu: number; cart: number; account: number; api: number };
  readonly list: Deployable[];
  readonly children: Map<string, import('node:child_process').ChildProcess>;
  stop(): void;
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'owa-e2e-'));
}

/** Starts a complete site (API, remotes, host) on its own ports. */
export async function startSite(
  base: number,
  environment: Record<string, string> = {},
): Promise<RunningSite> {
  // The journeys read source maps (shared-singletons); production serves none to the public.
  const list = deployables({
    base,
    dataDir: freshDataDir(),
    environment: { OWA_SERVE_SOURCE_MAPS: '1', ...environment },
  }) as Deployable[];
  const children = (await startAll(list, { quiet: true })) as RunningSite['children'];
  return { ports: portsFrom(base), list, children, stop: () => stopAll(children) };
}

/**
 * A host of its own (the same build, the suite's API and remotes unless `environment` says
 * otherwise), to stop, re-point or release on freely.
 */
export function startOwnHost(port: number, environment: Record<string, string> = {}) {
  const template = (deployables({ base: E2E_PORT_BASE, dataDir: freshDataDir() }) as Deployable[]).find(
    (deployable) => deployable.name === 'host',
  );
  if (!template) throw new Error('no host among the deployables');
  return startProcess(
    {
      ...template,
      env: {
        ...template.env,
        PORT: String(port),
        API_URL: `http://127.0.0.1:${portsFrom(E2E_PORT_BASE).api}`,
        ...environment,
      },
    },
    { quiet: true },
  ) as import('node:child_process').ChildProcess;
}

export { deployables, portsFrom, startProcess, stopAll, waitForHealthy };
