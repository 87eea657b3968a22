// Which thread of a Lighthouse trace is which, for the scripts that read kept traces.

/**
 * The renderer thread that evaluated the shell's main script: the page's main thread, and the port
 * the host served on.
 * @param {any[]} events
 */
export function mainThreadOf(events) {
  const evaluation = events.find(
    (event) => event.name === 'EvaluateScript' && /\/owa\/main\.[^/]*\.js$/.test(event.args?.data?.url ?? ''),
  );
  if (!evaluation) throw new Error('the trace holds no evaluation of the shell’s main.js');
  return {
    pid: evaluation.pid,
    tid: evaluation.tid,
    hostPort: Number(new URL(evaluation.args.data.url).port),
  };
}
