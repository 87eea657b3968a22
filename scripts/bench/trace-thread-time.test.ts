import { atThreadTime, mainThreadTasks } from './trace-thread-time.mjs';
import { mainThreadOf } from './trace-threads.mjs';

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
/** The shell's main script evaluated on MAIN: how the page's main thread is found. */
const evaluation = (thread: { pid: number; tid: number }) => ({
  name: 'EvaluateScript',
  ph: 'X',
  ...thread,
  ts: 1,
  dur: 0,
  args: { data: { url: 'http://127.0.0.1:4300/owa/main.0123456789.js' } },
});

describe('atThreadTime', () => {
  it('shortens each main-thread task to its CPU time and scales what it holds to fit', () => {
    const task = { name: 'RunTask', ph: 'X', ...MAIN, ts: 1000, dur: 40, tdur: 10 };
    const inside = { name: 'FunctionCall', ph: 'X', ...MAIN, ts: 1020, dur: 8, tdur: 2 };
    const mark = { name: 'ResourceSendRequest', ph: 'I', ...MAIN, ts: 1032 };
    const after = { name: 'RunTask', ph: 'X', ...MAIN, ts: 2000, dur: 5, tdur: 5 };

    const { traceEvents } = atThreadTime({ traceEvents: [evaluation(MAIN), task, inside, mark, after] });

    expect(traceEvents.slice(1)).toEqual([
      { ...task, dur: 10 },
      { ...inside, ts: 1005, dur: 2 },
      { ...mark, ts: 1008 },
      after,
    ]);
  });

  it("leaves other threads' events and tasks without a thread time as they were", () => {
    const compositor = { name: 'RunTask', ph: 'X', ...OTHER, ts: 1000, dur: 40, tdur: 10 };
    const untimed = { name: 'RunTask', ph: 'X', ...MAIN, ts: 1000, dur: 40 };

    const events = atThreadTime([evaluation(MAIN), compositor, untimed]);

    expect(events.slice(1)).toEqual([compositor, untimed]);
  });
});

describe('mainThreadOf', () => {
  it("is the thread that evaluated the shell's main script, with the host's port", () => {
    const other = {
      name: 'EvaluateScript',
      ph: 'X',
      ...OTHER,
      ts: 0,
      args: { data: { url: 'http://x/a.js' } },
    };

    expect(mainThreadOf([other, evaluation(MAIN)])).toEqual({ ...MAIN, hostPort: 4300 });
  });

  it('fails on a trace without that evaluation', () => {
    expect(() => mainThreadOf([])).toThrow(/main\.js/);
  });
});

describe('mainThreadTasks', () => {
  it("sums the main thread's tasks, what they lasted and what they ran, in ms", () => {
    const events = [
      evaluation(MAIN),
      { name: 'RunTask', ph: 'X', ...MAIN, ts: 1000, dur: 40_000, tdur: 10_000 },
      { name: 'RunTask', ph: 'X', ...MAIN, ts: 50_000, dur: 5_000, tdur: 5_000 },
      { name: 'FunctionCall', ph: 'X', ...MAIN, ts: 51_000, dur: 2_000, tdur: 2_000 },
      { name: 'RunTask', ph: 'X', ...OTHER, ts: 1000, dur: 9_000, tdur: 9_000 },
    ];

    expect(mainThreadTasks({ traceEvents: events })).toEqual({ wallMs: 45, cpuMs: 15 });
  });
});
