import type { FastifyInstance } from 'fastify';

/**
 * Closes the server as a stop signal asks: no new requests, answers under way finish, then the
 * database closes. An answer still being sent after `graceMs` (a client that stopped reading a
 * download holds its connection open for as long as it likes) has its connection cut, so a stop
 * always ends, and ends before the platform's own kill would cut the database's close short too.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.warn(
      { graceMs },
      'answers still open at the end of the shutdown grace: their connections are cut',
    );
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Stops the process on SIGTERM or SIGINT through {@link closeWithin}. The production entry and the
 * tests' server both stop here, so the tests see the stop a deployment sees, log line included.
 */
export function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    await closeWithin(app, graceMs);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
}
