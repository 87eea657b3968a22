import { ApiError } from '@owa/shared';
import { type OrderStatusAnswer, OrderStatusAnswerSchema } from '@owa/shared/api';
import { isFinalStatus } from '@owa/shared/domain';
import * as v from 'valibot';
import { FALLBACK_POLL_MS, reconnectDelay } from '../../domain/order-tracking';
import { createSseParser } from '../../domain/sse';
import type { StatusApi } from './status-api';

/** connecting: the first answer is awaited; refused: the API will not show this order to this diner. */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'refused';

export interface FollowCallbacks {
  readonly onStatus: (status: OrderStatusAnswer) => void;
  readonly onConnection: (connection: Connection) => void;
}

const refusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);

/**
 * Follows the order's event stream: each event parsed with the contract's schema; when the stream
 * drops it is opened again after a growing wait with `Last-Event-ID` (no event twice), and while it
 * is down the status is polled. It ends once the order is final. Returns the stop.
 */
export function followOrder(api: StatusApi, callbacks: FollowCallbacks): () => void {
  let stopped = false;
  let lastId: string | null = null;
  let seq = -1;
  let final = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const accept = (status: OrderStatusAnswer) => {
    // A poll answer may arrive after a newer event: the newest state wins.
    if (status.seq < seq) return;
    seq = status.seq;
    final = isFinalStatus(status.status);
    callbacks.onStatus(status);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const poll = () =>
    api.status().then(accept, (error: unknown) => {
      if (refusal(error)) end('refused');
    });
  const end = (connection: 'ended' | 'refused') => {
    stopped = true;
    stopPolling();
    clearTimeout(retryTimer);
    controller?.abort();
    callbacks.onConnection(connection);
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const feed = createSseParser((event) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = v.safeParse(OrderStatusAnswerSchema, data);
      if (!parsed.success) return;
      if (event.id !== null) lastId = event.id;
      attempt = 0;
      stopPolling();
      callbacks.onConnection('live');
      accept(parsed.output);
    });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      feed(decoder.decode(chunk.value, { stream: true }));
    }
  };

  const connect = async () => {
    const mine = new AbortController();
    controller = mine;
    try {
      await read(await api.events(lastId, mine.signal));
    } catch (error) {
      if (stopped || controller !== mine) return;
      if (refusal(error)) return end('refused');
    }
    // Stopped, or replaced by a connection opened when the network came back.
    if (stopped || controller !== mine) return;
    if (final) return end('ended');
    callbacks.onConnection('reconnecting');
    if (pollTimer === undefined) {
      void poll();
      pollTimer = setInterval(() => void poll(), FALLBACK_POLL_MS);
    }
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt));
    attempt += 1;
  };

  // Back online: try the stream at once rather than wait out the backoff.
  const online = () => {
    if (stopped || pollTimer === undefined) return;
    clearTimeout(retryTimer);
    controller?.abort();
    void connect();
  };
  window.addEventListener('online', online);
  callbacks.onConnection('connecting');
  void connect();
  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    stopPolling();
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
