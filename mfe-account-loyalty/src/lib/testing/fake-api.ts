// Test support: the site API answering from a table of paths, each with a body or an error, and
// the requests it saw. The real API client parses every answer with the contract's schemas.
import { configureSiteApi } from '@owa/shared';

export type FakeAnswer = { readonly body: unknown } | { readonly error: string; readonly status?: number };

export function fakeSiteApi(answer: (path: string) => FakeAnswer | Promise<FakeAnswer>): string[] {
  const seen: string[] = [];
  configureSiteApi({ baseUrl: '/api/v1', production: false });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site.test');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    seen.push(`${path}${url.search}`);
    const given = await answer(path);
    const ok = 'body' in given;
    const body = ok ? given.body : { errorCode: given.error, errorMsg: `${given.error} happened` };
    return {
      ok,
      status: ok ? 200 : (given.status ?? 400),
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
  return seen;
}

/** Waits until the store's listeners have run their effects. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
