import {
  afterInteractive,
  afterQuiet,
  LONGEST_WAIT_MS,
  pageNeedsServices,
  QUIET_WINDOW_MS,
} from './after-interactive';

describe('what waits for the page (afterInteractive, afterQuiet)', () => {
  let observed: (() => void) | null = null;
  beforeEach(() => {
    jest.useFakeTimers();
    observed = null;
    // jsdom has no PerformanceObserver: one that lets the test report a long task or a request.
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const settledAfter = async (promise: Promise<unknown>, ms: number) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('comes at once when the page itself needs what waits (a route opening the login dialog)', async () => {
    const interactive = afterInteractive();
    expect(await settledAfter(interactive, 10)).toBe(false);
    pageNeedsServices();
    expect(await settledAfter(interactive, 0)).toBe(true);
  });

  it('comes at once when the page needed it before the wait began (the login dropped before the page showed)', async () => {
    pageNeedsServices();
    expect(await settledAfter(afterInteractive(), 0)).toBe(true);
    // Kept once: the next wait is a page's own again.
    expect(await settledAfter(afterInteractive(), 10)).toBe(false);
  });

  it('waits for a whole quiet window', async () => {
    const interactive = afterInteractive();
    expect(await settledAfter(interactive, QUIET_WINDOW_MS - 1)).toBe(false);
    expect(await settledAfter(interactive, 1)).toBe(true);
  });

  it('starts the window again after a long task or a finished request', async () => {
    const interactive = afterInteractive();
    await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 100);
    observed?.();
    expect(await settledAfter(interactive, 200)).toBe(false);
    expect(await settledAfter(interactive, QUIET_WINDOW_MS)).toBe(true);
  });

  it('comes after the longest wait on a page that never goes quiet', async () => {
    const interactive = afterInteractive();
    const busyUntil = LONGEST_WAIT_MS - 1_000;
    for (let elapsed = 0; elapsed < busyUntil; elapsed += 1_000) {
      observed?.();
      expect(await settledAfter(interactive, 1_000)).toBe(false);
    }
    observed?.();
    expect(await settledAfter(interactive, 1_000)).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'focusin'])(
    'resolves at once on the diner’s intent (%s)',
    async (type) => {
      const interactive = afterInteractive();
      window.dispatchEvent(new Event(type));
      expect(await settledAfter(interactive, 0)).toBe(true);
      await expect(interactive).resolves.toBe('intent');
    },
  );

  it('says a quiet window ended the wait, so what waits need not give way to a press', async () => {
    const interactive = afterInteractive();
    await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS);
    await expect(interactive).resolves.toBe('quiet');
  });

  it('bounds a quiet wait by the longest it is given', async () => {
    const quiet = afterQuiet(300, window, 2_000);
    for (let elapsed = 0; elapsed < 1_800; elapsed += 200) {
      observed?.();
      expect(await settledAfter(quiet, 200)).toBe(false);
    }
    expect(await settledAfter(quiet, 200)).toBe(true);
  });

  it('ignores the diner’s intent and waits for its own quiet window after the last long task', async () => {
    const quiet = afterQuiet(1_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settledAfter(quiet, 600)).toBe(false);
    observed?.();
    expect(await settledAfter(quiet, 999)).toBe(false);
    expect(await settledAfter(quiet, 1)).toBe(true);
  });
});
