/** @jest-environment node */
import { FETCH_ATTEMPTS, fetchWithRetry } from './failure-plugin';

const noWait = [0, 0, 0];
const ok = () => new Response('{}', { status: 200 });

describe('federation failure layer 1: retries for transient errors', () => {
  it('retries network errors and 5xx answers, then returns the good answer', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.resolve(ok()),
    ];
    const fetchImpl = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      (answers.shift() as () => Promise<Response>)(),
    );
    const response = await fetchWithRetry('http://remote/mf-manifest.json', undefined, fetchImpl, noWait);
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 404 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', undefined, fetchImpl, noWait);
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${FETCH_ATTEMPTS} attempts with the last error`, async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchWithRetry('http://remote/mf-manifest.json', undefined, fetchImpl, noWait),
    ).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(FETCH_ATTEMPTS);
  });
});
