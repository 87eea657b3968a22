/**
 * Runs `then` once the browser has painted the current frame: a frame's animation callbacks run
 * before its paint, so a task queued from the next frame's callback runs after that paint.
 * `shell:route-ready` is sent from an animation callback of the frame that shows the route's first
 * items; releasing what waits for it (the overlays, the header's parcels, the remotes' services)
 * only after that paint keeps their requests off the first items' critical path on a slow phone.
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
