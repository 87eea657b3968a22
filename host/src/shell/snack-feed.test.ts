import { type Observable, Subject } from '@owa/shared/rx';
import { followSnacks, type ShellSnack, SNACK_TIMEOUT_MS } from './snack-feed';

const snack = (message: string): ShellSnack => ({ message, status: 'error' });

describe('followSnacks', () => {
  it('mounts nothing until a snack is sent', () => {
    const mount = jest.fn(() => Promise.resolve());
    followSnacks(mount, new Subject<ShellSnack>());
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts the snackbar once, with the first snack and those sent while it mounts', async () => {
    const source = new Subject<ShellSnack>();
    const shown: string[] = [];
    const mount = jest.fn(async (snacks: Observable<ShellSnack>) => {
      await Promise.resolve();
      snacks.subscribe((s) => shown.push(s.message));
    });
    followSnacks(mount, source);
    source.next(snack('The kitchen is on fire'));
    source.next(snack('Second'));
    await Promise.resolve();
    await Promise.resolve();
    source.next(snack('Third'));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['The kitchen is on fire', 'Second', 'Third']);
  });

  it('keeps for a late snackbar only the newest snacks, and none older than a snack stays', () => {
    jest.useFakeTimers();
    try {
      const source = new Subject<ShellSnack>();
      const feeds: Observable<ShellSnack>[] = [];
      // A snackbar whose code is still loading: it subscribes to its feed later.
      followSnacks((snacks) => {
        feeds.push(snacks);
        return new Promise<void>(() => {});
      }, source);
      source.next(snack('old'));
      jest.advanceTimersByTime(SNACK_TIMEOUT_MS + 1);
      for (const message of ['a', 'b', 'c', 'd']) source.next(snack(message));
      const shown: string[] = [];
      feeds[0]?.subscribe((s) => shown.push(s.message));
      expect(feeds).toHaveLength(1);
      expect(shown).toEqual(['b', 'c', 'd']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries the mount again with the next snack when it failed', async () => {
    const source = new Subject<ShellSnack>();
    const mount = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    followSnacks(mount, source);
    source.next(snack('first'));
    await Promise.resolve();
    await Promise.resolve();
    source.next(snack('second'));
    expect(mount).toHaveBeenCalledTimes(2);
  });
});
