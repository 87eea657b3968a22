/**
 * Runs `then` once the browser has painted the current frame: a frame's animation callbacks run
 * before its paint, so a task queued from the next frame's callback runs after that paint. For work
 * that must not hold the frame a diner waits for: the shell's start after its stand-in's first
 * frame, what waits for the route's first items (`shell:route-ready`), the item dialog's history
 * entry. Returns what cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
