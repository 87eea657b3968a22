// A stop always ends: answers under way get the grace to finish, and a client that stops reading
// has its connection cut when the grace is over, instead of holding the process (and the test run).
import { startTestApi } from '../test-support/harness.js';

const SCRIPT = '/reference/js/scalar.js'; // ~5 MB: more than a socket's buffers hold unread
const CUT_WARNING = 'end of the shutdown grace';
const START_AND_STOP_MS = 30_000;

test(
  'a stop with every answer read ends within the grace: idle connections do not hold it',
  async () => {
    const started = await startTestApi({ OWA_SHUTDOWN_GRACE_MS: '3000' });
    const read = await fetch(`${started.api.baseUrl}${SCRIPT}`);
    await read.arrayBuffer();
    await started.close();
    const logs = started.api.logs.join('\n');
    expect(logs).toContain('shutting down');
    expect(logs).not.toContain(CUT_WARNING);
  },
  START_AND_STOP_MS,
);

test(
  'downloads left unread do not hold the stop: their connections are cut after the grace',
  async () => {
    const started = await startTestApi({ OWA_SHUTDOWN_GRACE_MS: '300' });
    const unread = await Promise.all([1, 2, 3, 4].map(() => fetch(`${started.api.baseUrl}${SCRIPT}`)));
    expect(unread.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    // Without the grace this waits for the downloads to be read, which never happens.
    await started.close();
    expect(started.api.logs.join('\n')).toContain(CUT_WARNING);
  },
  START_AND_STOP_MS,
);
