import type { ServerResponse } from 'node:http';
import { isFinalStatus } from '@owa/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderChangeFeed } from './change-feed.js';
import type { StatusView } from './snapshot.js';
import type { OrderStatusStore } from './status-store.js';

/** A comment line this often keeps proxies (the host's among them) from taking the stream for dead. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before it reconnects (the site's own client has its own back-off). */
const RETRY_MS = 2000;

/** Nothing more will come: the order is final and owes no refund that is still on its way. */
export function streamDone(view: StatusView): boolean {
  return isFinalStatus(view.status) && view.refund?.cardStatus !== 'pending';
}

export function eventText(view: StatusView): string {
  return `id: ${view.seq}\nevent: status\ndata: ${JSON.stringify(view)}\n\n`;
}

interface StreamOptions {
  readonly orderId: string;
  /** Resume after this event (Last-Event-ID); null: start with the status now. */
  readonly lastEventId: number | null;
  readonly store: OrderStatusStore;
  readonly feed: OrderChangeFeed;
  readonly log: FastifyBaseLogger;
}

/**
 * One order's Server-Sent Events on a response whose headers are sent: the events after
 * `lastEventId` in order (or the status now), then each new one as the feed signals it. Reads are
 * one at a time and always "after the last event sent", so a signal during a read is a read after
 * it, and nothing is sent twice or skipped. Ends once the order is final; `close` ends it early.
 */
export function streamOrderStatus(response: ServerResponse, options: StreamOptions): { close(): void } {
  const { orderId, store, feed, log } = options;
  let sent = options.lastEventId;
  let closed = false;
  let reading: Promise<void> | null = null;
  let again = false;

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    response.end();
  };

  const readOnce = async () => {
    let views: StatusView[];
    if (sent === null) {
      const now = await store.current(orderId);
      views = now ? [now] : [];
    } else {
      views = await store.eventsAfter(orderId, sent);
      // An id from before a reset of the data (ahead of the order's events): start from now.
      if (views.length === 0) {
        const now = await store.current(orderId);
        if (now && now.seq < sent) views = [now];
      }
    }
    for (const view of views) {
      if (closed) return;
      response.write(eventText(view));
      sent = view.seq;
      if (streamDone(view)) close();
    }
  };

  const read = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again && !closed);
      } catch (error) {
        log.warn({ err: error }, 'order status stream read failed');
        close();
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  response.write(`retry: ${RETRY_MS}\n\n`);
  const unsubscribe = feed.subscribe(orderId, () => void read());
  // The heartbeat reads too: a signal lost with a connection costs at most this long.
  const heartbeat = setInterval(() => {
    if (closed) return;
    response.write(': keep-alive\n\n');
    void read();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  response.on('close', close);
  void read();
  return { close };
}
