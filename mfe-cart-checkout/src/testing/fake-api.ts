// The site API as the rooms' tests answer it: each path a function of the request, every call kept.
import { configureSiteApi } from '@owa/shared';

export interface Call {
  readonly url: string;
  readonly body: Record<string, unknown> | undefined;
}

type Answer = (body: Record<string, unknown> | undefined, url: string) => [status: number, json: unknown];

/** Installs a fetch that answers by path (the first path the URL contains); unknown paths get 404. */
export function fakeApi(initial: () => Record<string, Answer>) {
  const calls: Call[] = [];
  let answers: Record<string, Answer> = {};
  const reset = () => {
    calls.length = 0;
    answers = initial();
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const key = Object.keys(answers).find((path) => url.includes(path));
    const [status, json] = key ? (answers[key] as Answer)(body, url) : [404, { errorCode: 'X' }];
    // What the API client reads of a Response (jsdom has no Response of its own).
    return {
      ok: status < 400,
      status,
      text: async () => JSON.stringify(json),
      json: async () => json,
    } as unknown as Response;
  }) as typeof fetch;
  configureSiteApi({ baseUrl: '/api/v1', production: false });
  reset();
  return {
    calls,
    reset,
    answer(path: string, answer: Answer) {
      answers[path] = answer;
    },
    /** The calls whose URL contains `path`. */
    callsTo: (path: string) => calls.filter((call) => call.url.includes(path)),
  };
}

/** Lets the API client's promise chains (fetch, text, validation, dispatch) run. */
export async function settleMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
