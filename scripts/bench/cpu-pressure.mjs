// Linux's CPU pressure (PSI, /proc/pressure/cpu) over one Lighthouse run: the share of the run's
// wall time in which some runnable task waited for a core. It puts the machine's contention beside
// each run's figures, which move with it on this 2-core machine (docs/performance.md).
import { readFileSync } from 'node:fs';

/**
 * The "some" line's cumulative stall, in microseconds, from the text of /proc/pressure/cpu.
 * @param {string} text
 * @returns {number | undefined}
 */
export function someStallMicros(text) {
  const total = /^some\b.*\btotal=(\d+)/m.exec(text)?.[1];
  return total === undefined ? undefined : Number(total);
}

/**
 * Starts a reading; the function it returns gives the share (0–1) of the wall time since then in
 * which some task waited for a core, or undefined where the kernel does not report pressure.
 * @param {() => string} [read] the file's text (a parameter for the tests)
 * @param {() => number} [now] a clock in milliseconds
 * @returns {() => number | undefined}
 */
export function startCpuPressure(
  read = () => readFileSync('/proc/pressure/cpu', 'utf8'),
  now = () => performance.now(),
) {
  const stallAt = () => {
    try {
      return someStallMicros(read());
    } catch {
      return undefined;
    }
  };
  const startStall = stallAt();
  const startedAt = now();
  return () => {
    const endStall = stallAt();
    const wallMicros = (now() - startedAt) * 1000;
    if (startStall === undefined || endStall === undefined || wallMicros <= 0) return undefined;
    return Math.min(1, (endStall - startStall) / wallMicros);
  };
}
