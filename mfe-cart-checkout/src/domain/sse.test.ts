import { createSseParser, type SseEvent } from './sse';

function read(pieces: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  for (const piece of pieces) feed(piece);
  return events;
}

describe('Server-Sent Events reader', () => {
  it('reads events with their id, type and data, whatever the pieces', () => {
    const text = 'id: 1\ndata: {"a":1}\n\n: keep-alive\n\nid: 2\nevent: status\ndata: x\ndata: y\n\n';
    const whole = read([text]);
    expect(whole).toEqual([
      { id: '1', event: 'message', data: '{"a":1}' },
      { id: '2', event: 'status', data: 'x\ny' },
    ]);
    // One character at a time gives the same events.
    expect(read([...text])).toEqual(whole);
  });

  it('accepts \\r\\n and \\r line ends, even split between pieces', () => {
    expect(read(['id: 3\r', '\ndata: a\r\n\r', '\n'])).toEqual([{ id: '3', event: 'message', data: 'a' }]);
    // A \r that ends a piece waits for the next one (it may be half of \r\n).
    expect(read(['data: b\r\rdata: c\r', '\rdata: d'])).toEqual([
      { id: null, event: 'message', data: 'b' },
      { id: null, event: 'message', data: 'c' },
    ]);
  });

  it('keeps the last id for later events, and holds an unfinished event back', () => {
    expect(read(['id: 7\ndata: a\n\ndata: b\n\ndata: unfinished\n'])).toEqual([
      { id: '7', event: 'message', data: 'a' },
      { id: '7', event: 'message', data: 'b' },
    ]);
  });
});
