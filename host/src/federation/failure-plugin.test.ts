/** @jest-environment node */
import { ENTRY_ATTEMPTS, retryEntryScript } from './failure-plugin';

const noWait = [0, 0, 0];
type Failure = Parameters<typeof retryEntryScript>[0];

/** A failed entry load as the runtime reports it, with a getRemoteEntry answering in turn. */
function failure(answers: Array<() => Promise<unknown>>) {
  const globalLoading: Record<string, Promise<unknown> | undefined> = {
    'mfe_menu:http://menu.example/remoteEntry.js': Promise.reject(new Error('old')).catch(() => undefined),
  };
  const getRemoteEntry = jest.fn((_params: { remoteInfo: { entry: string } }) =>
    (answers.shift() as () => Promise<unknown>)(),
  );
  const report = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfe_menu', entry: 'http://menu.example/remoteEntry.js', type: 'var' },
    globalLoading,
    uniqueKey: 'mfe_menu:http://menu.example/remoteEntry.js',
  } as unknown as Failure;
  return { report, getRemoteEntry, globalLoading };
}

const container = { get: () => undefined, init: () => undefined };
const scriptError = () => Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError'));

describe('federation failure layer 1: an entry script that did not load is tried again', () => {
  it('loads the entry again under fresh URL spaces until it arrives', async () => {
    const { report, getRemoteEntry, globalLoading } = failure([
      scriptError,
      () => Promise.resolve(container),
    ]);
    await expect(retryEntryScript(report, noWait)).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    const urls = getRemoteEntry.mock.calls.map(([params]) => params.remoteInfo.entry);
    expect(urls[0]).toMatch(/^http:\/\/menu\.example\/_retry\d+\/remoteEntry\.js$/);
    expect(urls[1]).toMatch(/^http:\/\/menu\.example\/_retry\d+\/remoteEntry\.js$/);
    expect(urls[1]).not.toBe(urls[0]);
    // The failed load no longer answers for the key, or the runtime would hand it back.
    expect(globalLoading['mfe_menu:http://menu.example/remoteEntry.js']).toBeUndefined();
  });

  it(`gives up after ${ENTRY_ATTEMPTS} loads in all, leaving the runtime's error to stand`, async () => {
    const { report, getRemoteEntry } = failure([scriptError, scriptError, scriptError]);
    await expect(retryEntryScript(report, noWait)).resolves.toBeUndefined();
    // The runtime's own load was the first of the three.
    expect(getRemoteEntry).toHaveBeenCalledTimes(ENTRY_ATTEMPTS - 1);
  });

  it('waits the back-off before each attempt', async () => {
    jest.useFakeTimers();
    try {
      const { report, getRemoteEntry } = failure([() => Promise.resolve(container)]);
      const result = retryEntryScript(report, [0, 400, 1200]);
      await jest.advanceTimersByTimeAsync(399);
      expect(getRemoteEntry).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(container);
    } finally {
      jest.useRealTimers();
    }
  });
});
