/**
 * Ends the current task: the rest runs in a new one, after whatever the browser has waiting (input,
 * a frame). The shell's start-up is a few such steps rather than one long task on a phone's CPU.
 *
 * A message to itself, not `setTimeout(0)`: the browser holds a timer set from within a chain of
 * five or more timers back 4 ms, and the start-up's steps are such a chain (20 steps: 68 ms through
 * timers, 1.5 ms through messages, in Chromium here; docs/performance.md). The rest still waits
 * behind the input and the frame the browser has waiting.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
