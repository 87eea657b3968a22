import { ConfigError, loadConfig } from './config.js';
import { stopOnSignals } from './http/shutdown.js';
import { buildServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildServer(config);
  stopOnSignals(app, config.shutdownGraceMs);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      apiBase: config.apiBase,
      demo: config.demo,
      database: config.databaseUrl ? 'postgres' : config.dataDir,
    },
    `API ready at ${address}${config.apiBase}`,
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`API failed to start: ${message}\n`);
  process.exit(1);
});
