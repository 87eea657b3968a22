import { atThreadTime, pageMainThread } from './trace-thread-time.mjs';

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const names = [
  { name: 'thread_name', ph: 'M', ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...OTHER, args: { name: 'Compositor' } },
];

describe('atThreadTime', () => {
  it('shortens each main-thread task to its CPU time and scales what it holds to fit', () => {
    const task = { name: 'RunTask', ph: 'X', ...MAIN, ts: 1000, dur: 40, tdur: 10 };
    const inside = { name: 'FunctionCall', ph: 'X', ...MAIN, ts: 1020, dur: 8, tdur: 2 };
    const mark = { name: 'ResourceSendRequest', ph: 'I', ...MAIN, ts: 1032 };
    const after = { name: 'RunTask', ph: 'X', ...MAIN, ts: 2000, dur: 5, tdur: 5 };

    const { traceEvents } = atThreadTime({ traceEvents: [...names, task, inside, mark, after] });

    expect(traceEvents.slice(2)).toEqual([
      { ...task, dur: 10 },
      { ...inside, ts: 1005, dur: 2 },
      { ...mark, ts: 1008 },
      after,
    ]);
  });

  it("leaves other threads' events and tasks without a thread time as they were", () => {
    const compositor = { name: 'RunTask', ph: 'X', ...OTHER, ts: 1000, dur: 40, tdur: 10 };
    const untimed = { name: 'RunTask', ph: 'X', ...MAIN, ts: 1000, dur: 40 };

    const events = atThreadTime([...names, compositor, untimed]);

    expect(events.slice(2)).toEqual([compositor, untimed]);
  });
});

describe('pageMainThread', () => {
  it('is the renderer main thread with the most tasks', () => {
    const second = { pid: 9, tid: 1 };
    const events = [
      ...names,
      { name: 'thread_name', ph: 'M', ...second, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', ...MAIN, ts: 1, dur: 1 },
      { name: 'RunTask', ph: 'X', ...second, ts: 1, dur: 1 },
      { name: 'RunTask', ph: 'X', ...second, ts: 3, dur: 1 },
      { name: 'RunTask', ph: 'X', ...OTHER, ts: 1, dur: 1 },
      { name: 'RunTask', ph: 'X', ...OTHER, ts: 3, dur: 1 },
      { name: 'RunTask', ph: 'X', ...OTHER, ts: 5, dur: 1 },
    ];

    expect(pageMainThread(events)).toBe('9:1');
  });
});
