// A Server-Sent Events reader for text that arrives in pieces (the WHATWG event-stream format):
// the order status page reads its stream with fetch(), since EventSource cannot send the session
// or guest token headers the API asks for.

export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/**
 * Feeds decoded text in any pieces; each complete event (ended by a blank line) goes to `onEvent`.
 * Comments (`:`) and events without data are skipped; `id` sticks to later events as the format says.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = '';
  let lastId: string | null = null;
  let eventType = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id: lastId, event: eventType || 'message', data: data.join('\n') });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\u0000')) lastId = value;
  };

  return (text) => {
    buffer += text;
    // A lone \r at the end may be half of \r\n: keep it until the next piece says.
    const pattern = /\r\n|\r(?=[^\n])|\n/g;
    let start = 0;
    for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
      line(buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
  };
}
