import { shownSchedule } from './shown-schedule';

const none = { scheduleChosen: false, scheduledDay: null, scheduledTime: null };

describe('the time summary follows what cart:order-context publishes', () => {
  it('reads ASAP for a pickup the store takes ASAP by default, although nothing was confirmed', () => {
    expect(shownSchedule(none, true)).toEqual({ kind: 'asap' });
  });

  it('asks for a time only when none is published (manual scheduling, delivery)', () => {
    expect(shownSchedule(none, false)).toEqual({ kind: 'none' });
  });

  it('shows a confirmed slot, and a confirmed ASAP as ASAP', () => {
    expect(
      shownSchedule({ scheduleChosen: true, scheduledDay: '2026-11-23', scheduledTime: '12:30' }, true),
    ).toEqual({ kind: 'at', day: '2026-11-23', time: '12:30' });
    expect(
      shownSchedule({ scheduleChosen: true, scheduledDay: '2026-11-23', scheduledTime: 'now' }, false),
    ).toEqual({ kind: 'asap' });
  });
});
