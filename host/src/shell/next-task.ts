/**
 * Ends the current task: the rest runs in a new one, after whatever the browser has waiting (input,
 * a frame). The shell's start-up is a few such steps rather than one long task on a phone's CPU.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
