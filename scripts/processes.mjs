// Starting and stopping the deployables as child processes, with health checks.
import { spawn } from 'node:child_process';

export async function waitForHealthy(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/** Starts one deployable; its output is prefixed with its name. */
export function startProcess(deployable, { quiet = false } = {}) {
  const [command, ...args] = deployable.command;
  const child = spawn(command, args, {
    cwd: deployable.cwd,
    env: { ...process.env, ...deployable.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${deployable.name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

/** True when something already answers at the URL (a server left running from an earlier run). */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function startAll(list, options = {}) {
  // A stale server on a port would pass the health check in place of the new one and be tested instead.
  for (const deployable of list) {
    if (await answers(deployable.health))
      throw new Error(`${deployable.name}: ${new URL(deployable.health).host} is already in use`);
  }
  const children = new Map();
  try {
    // The API first: the host's server reads the remotes' manifests at start, the page reads the API.
    for (const group of [list.filter((d) => d.name !== 'host'), list.filter((d) => d.name === 'host')]) {
      for (const deployable of group) children.set(deployable.name, startProcess(deployable, options));
      await Promise.all(
        group.map((deployable) =>
          waitForHealthy(deployable.health, {
            child: children.get(deployable.name),
            timeoutMs: options.timeoutMs,
          }),
        ),
      );
    }
  } catch (error) {
    // One that failed (a stale build, a port taken) must not leave the others running: they would
    // hold their ports, and the next start would find them "already in use".
    stopAll(children);
    throw error;
  }
  return children;
}

export function stopAll(children) {
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
}
