// POST /_test/clock: the e2e journeys fix the time their rules see (menu hours, pickup slots) so
// that they pass at any hour; the reset between journeys gives the configured clock back.
import { apiForThisFile } from './test-support/harness.js';

const server = apiForThisFile();

type Health = { now: string };
const NOON_IN_TORONTO = '2026-11-23T17:30:00.000Z';

test('a journey fixes the API clock, and the reset between journeys gives the configured one back', async () => {
  // The harness runs the API on its own fixed clock (OWA_FIXED_NOW): that is the time to return to.
  const configured = (await server.api.get<Health>('/health')).body.now;
  expect(configured).not.toBe(NOON_IN_TORONTO);
  const fixed = await server.api.post<Health>('/_test/clock', { at: NOON_IN_TORONTO });
  expect(fixed.body.now).toBe(NOON_IN_TORONTO);
  expect((await server.api.get<Health>('/health')).body.now).toBe(NOON_IN_TORONTO);

  await server.api.post('/_test/reset');
  expect((await server.api.get<Health>('/health')).body.now).toBe(configured);
}, 60_000);

test('a time that is not an ISO timestamp is refused with the error shape', async () => {
  const refused = await server.api.post<{ errorCode: string; errorMsg: string }>('/_test/clock', {
    at: 'noon',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.errorCode).toBeTruthy();
  expect(refused.body.errorMsg).toContain('at');
}, 60_000);
