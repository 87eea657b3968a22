import { TextDecoder, TextEncoder } from 'node:util';
import { ApiError } from '@owa/shared';
import type { OrderStatusAnswer } from '@owa/shared/api';
import { type Connection, followOrder } from './follow-order';
import type { StatusApi } from './status-api';

// jsdom has neither; the page's browsers all do.
Object.assign(globalThis, { TextDecoder, TextEncoder });

const status = (seq: number, value: OrderStatusAnswer['status']): OrderStatusAnswer => ({
  orderId: 'ORD-1',
  orderType: 'PICKUP',
  status: value,
  seq,
  steps: [],
  estimatedAt: null,
  cancellableUntil: null,
  cancelledAt: null,
  refund: null,
});

/** A body that hands out these pieces of text, then ends (or fails: the network dropped). */
function body(pieces: string[], fail = false): ReadableStream<Uint8Array> {
  const chunks = pieces.map((piece) => new TextEncoder().encode(piece));
  const reader = {
    read: async () => {
      const value = chunks.shift();
      if (value) return { done: false as const, value };
      if (fail) throw new TypeError('network error');
      return { done: true as const, value: undefined };
    },
  };
  return { getReader: () => reader } as unknown as ReadableStream<Uint8Array>;
}

const event = (answer: OrderStatusAnswer) => `id: ${answer.seq}\ndata: ${JSON.stringify(answer)}\n\n`;
const settle = async () => {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
};

describe('following an order (issue 23)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads each event with the schema, reconnects after a drop with Last-Event-ID and polls meanwhile', async () => {
    const asked: (string | null)[] = [];
    const streams = [
      body([event(status(1, 'RECEIVED')), 'id: 9\ndata: {"not":"a status"}\n\n'], true),
      body([event(status(3, 'PREPARING'))], true),
    ];
    const api: StatusApi = {
      order: jest.fn(),
      cancel: jest.fn(),
      status: jest.fn(async () => status(2, 'ACCEPTED')),
      events: jest.fn(async (lastEventId) => {
        asked.push(lastEventId);
        const next = streams.shift();
        if (!next) throw new ApiError(0, 'CLIENT_OFFLINE', 'offline');
        return next;
      }),
    };
    const seen: string[] = [];
    const connections: Connection[] = [];
    const stop = followOrder(api, {
      onStatus: (answer) => seen.push(answer.status),
      onConnection: (connection) => connections.push(connection),
    });
    await settle();
    // The malformed event is skipped; the drop shows reconnecting and the poll reads the status.
    expect(seen).toEqual(['RECEIVED', 'ACCEPTED']);
    expect(connections).toEqual(['connecting', 'live', 'reconnecting']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual([null, '1']);
    expect(seen).toEqual(['RECEIVED', 'ACCEPTED', 'PREPARING']);
    expect(connections).toContain('live');
    stop();
  });

  it('stops for good when the API refuses the order to this diner', async () => {
    const api: StatusApi = {
      order: jest.fn(),
      cancel: jest.fn(),
      status: jest.fn(),
      events: jest.fn(async () => {
        throw new ApiError(403, 'ORD_ERR_FORBIDDEN', 'no');
      }),
    };
    const connections: Connection[] = [];
    followOrder(api, { onStatus: jest.fn(), onConnection: (connection) => connections.push(connection) });
    await settle();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(connections).toEqual(['connecting', 'refused']);
    expect(api.events).toHaveBeenCalledTimes(1);
  });
});
