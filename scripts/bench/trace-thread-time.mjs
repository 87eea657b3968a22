// A kept trace as it would have been had the page's main thread held a core whenever it had work: each
// of its tasks shortened to its thread (CPU) time, with everything inside scaled to fit. On a 2-core
// machine the renderer's main thread shares the cores with the compositor, the browser, V8's
// background compiles and Lighthouse itself, so a task's wall time can be twice its CPU time; Lantern
// multiplies the wall time by 4. Rerunning Lantern on this copy (lantern-tbt.mjs --thread-time) says
// how much of a run's TBT was the page's own work and how much its main thread waiting for a core.
import { mainThreadOf } from './trace-threads.mjs';

/**
 * A copy of the trace whose main-thread tasks last their thread time. Events inside a task keep their
 * place in proportion, so the nesting Lighthouse checks still holds; other threads are unchanged.
 * @param {{ traceEvents: any[] } | any[]} trace
 */
export function atThreadTime(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThreadOf(events);
  const onMain = (event) => event.pid === pid && event.tid === tid;
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && event.tdur > 0)
    .sort((a, b) => a.ts - b.ts);
  /** The task whose span holds `ts` (tasks do not overlap on one thread), by binary search. */
  const taskAt = (ts) => {
    let low = 0;
    let high = tasks.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = tasks[middle];
      if (ts < task.ts) high = middle - 1;
      else if (ts > task.ts + task.dur) low = middle + 1;
      else return task;
    }
    return undefined;
  };
  const copied = events.map((event) => {
    if (!onMain(event)) return event;
    const task = taskAt(event.ts);
    if (!task || task.tdur >= task.dur) return event;
    const ratio = task.tdur / task.dur;
    const scaled = { ...event, ts: task.ts + (event.ts - task.ts) * ratio };
    if (typeof event.dur === 'number') scaled.dur = event.dur * ratio;
    return scaled;
  });
  return Array.isArray(trace) ? copied : { ...trace, traceEvents: copied };
}

/**
 * How long the page's main-thread tasks lasted in all and how much of that their thread ran on a
 * core (ms): the gap is the time it waited for one while other threads and processes ran.
 * @param {{ traceEvents: any[] } | any[]} trace
 */
export function mainThreadTasks(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThreadOf(events);
  let wallMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (!(event.tdur >= 0)) continue;
    wallMs += event.dur / 1000;
    cpuMs += event.tdur / 1000;
  }
  return { wallMs, cpuMs };
}
