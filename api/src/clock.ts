/** The one source of "now": every time rule asks this, so tests can fix the time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date): Clock {
  const time = at.getTime();
  return { now: () => new Date(time) };
}

/** A clock the e2e suite moves per journey (POST /_test/clock); `null` goes back to `base`. */
export interface SettableClock extends Clock {
  set(at: Date | null): void;
}

export function settableClock(base: Clock): SettableClock {
  let fixed: number | null = null;
  return {
    now: () => (fixed === null ? base.now() : new Date(fixed)),
    set: (at) => {
      fixed = at === null ? null : at.getTime();
    },
  };
}
