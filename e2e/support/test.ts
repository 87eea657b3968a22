// The journeys' `test`: Playwright's, with every answer the API gives the page checked against the
// API's OpenAPI document (the same check as the API's own tests). An answer that does not match
// fails the journey that caused it. Answers a journey fakes with page.route (a failure it stages)
// come from no server and are not the API's.
import { test as base, expect, type Response } from '@playwright/test';
import { ContractCheck } from '../../api/src/test-support/contract-check';
import { API_URL } from './journey';

const API_BASE = '/api/v1';
let contract: Promise<ContractCheck> | undefined;

/** The document the suite's API serves, read once per worker. */
function apiContract(): Promise<ContractCheck> {
  contract ??= fetch(`${API_URL}/openapi.json`)
    .then((response) => response.json())
    .then((document: Record<string, unknown>) => new ContractCheck(document, API_BASE));
  return contract;
}

async function problemsOf(response: Response): Promise<string[]> {
  // The service worker's own fetch: its body is not kept; the page's answer (the same, passed on
  // by the worker) is checked instead.
  if (response.request().serviceWorker()) return [];
  // A live stream (Server-Sent Events) ends only with its order: its body is never whole here. Its
  // events are the status answer, which the page parses with the contract's schema.
  if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) return [];
  // A fulfilled route has no server address: the journey's own stand-in, not the API.
  if ((await response.serverAddr().catch(() => null)) === null) return [];
  const text = await response.text().catch(() => null);
  // The page navigated away before the body arrived: nothing to check.
  if (text === null) return [];
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the check says whether the document allows that.
  }
  const check = await apiContract();
  return check.problems(
    response.request().method(),
    response.url(),
    response.status(),
    response.headers()['content-type'] ?? null,
    body,
  );
}

export const test = base.extend<{ apiAnswersMatchTheDocument: undefined }>({
  apiAnswersMatchTheDocument: [
    async ({ context }, use) => {
      const checks: Promise<string[]>[] = [];
      context.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith(`${API_BASE}/`)) checks.push(problemsOf(response));
      });
      await use(undefined);
      const problems = (await Promise.all(checks)).flat();
      expect(problems, `API answers that do not match the OpenAPI document:\n${problems.join('\n')}`).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export type { Locator, Page, Request } from '@playwright/test';
export { expect };
