import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import type { SessionCache } from './features/auth/session-cache.js';

/** What every feature's routes receive: no globals, so tests can build as many servers as they like. */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Live sessions kept between requests, where that is correct (PGlite only); else none. */
  sessions?: SessionCache | null;
}
