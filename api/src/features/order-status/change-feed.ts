import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/database.js';
import { ORDER_STATUS_CHANNEL } from './status-store.js';

/**
 * Tells a process's event streams that an order's status may have moved, whichever process moved
 * it: the streams then read the new events from the database. A listener may be called when
 * nothing is new (it reads nothing), never not called when something is.
 */
export interface OrderChangeFeed {
  subscribe(orderId: string, onChange: () => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly byOrder = new Map<string, Set<() => void>>();

  add(orderId: string, listener: () => void): () => void {
    const set = this.byOrder.get(orderId) ?? new Set();
    set.add(listener);
    this.byOrder.set(orderId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byOrder.delete(orderId);
    };
  }

  get size(): number {
    return this.byOrder.size;
  }

  call(orderId: string): void {
    for (const listener of this.byOrder.get(orderId) ?? []) listener();
  }

  callAll(): void {
    for (const orderId of [...this.byOrder.keys()]) this.call(orderId);
  }
}

/**
 * PGlite (one process owns its data folder): the events table is read for rows newer than the last
 * one seen, every `intervalMs` while a stream is open. Its one connection commits in id order.
 */
export function pollingFeed(db: Db, intervalMs: number, log: FastifyBaseLogger): OrderChangeFeed {
  const listeners = new Listeners();
  let cursor: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const top = await db
        .selectFrom('order_status_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const last = Number(top?.id ?? 0);
      if (cursor === null) {
        // The first look: whatever came before it, each stream reads for itself once more.
        cursor = last;
        listeners.callAll();
        return;
      }
      // A reset of the demo data starts the ids again: read from the start.
      if (last < cursor) cursor = 0;
      if (last === cursor) return;
      const changed = await db
        .selectFrom('order_status_events')
        .select('order_id')
        .distinct()
        .where('id', '>', cursor)
        .where('id', '<=', last)
        .execute();
      cursor = last;
      for (const row of changed) listeners.call(row.order_id);
    } catch (error) {
      log.warn({ err: error }, 'order status poll failed');
    } finally {
      polling = false;
    }
  };

  return {
    subscribe(orderId, onChange) {
      const remove = listeners.add(orderId, onChange);
      if (!timer) {
        void poll();
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref();
      }
      return () => {
        remove();
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          cursor = null;
        }
      };
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * PostgreSQL: one connection per process LISTENs on the channel every move NOTIFYs (delivered at its
 * commit, to every process). A lost connection is opened again, and every stream then reads what it
 * may have missed.
 */
export function postgresFeed(databaseUrl: string, log: FastifyBaseLogger): OrderChangeFeed {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        if (message.channel === ORDER_STATUS_CHANNEL && message.payload) listeners.call(message.payload);
      });
      next.on('error', (error) => {
        log.warn({ err: error }, 'order status listener lost its connection');
        if (client === next) client = null;
        void next.end().catch(() => undefined);
        reconnectLater();
      });
      await next.connect();
      await next.query(`LISTEN ${ORDER_STATUS_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Whatever moved while there was no connection is read now.
      listeners.callAll();
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'order status listener could not connect');
        reconnectLater();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (!client) void connect();
    }, 1000);
    retry.unref();
  };

  return {
    subscribe(orderId, onChange) {
      const remove = listeners.add(orderId, onChange);
      if (!client) void connect();
      return remove;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** The feed for this database: LISTEN/NOTIFY on PostgreSQL, a poll on PGlite. */
export function changeFeedFor(databaseUrl: string | null, db: Db, log: FastifyBaseLogger): OrderChangeFeed {
  return databaseUrl ? postgresFeed(databaseUrl, log) : pollingFeed(db, 250, log);
}
