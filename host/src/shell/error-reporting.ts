import { bus, siteApi } from '@owa/shared';
import * as v from 'valibot';

/** What a window-level failure is reported as (spec 1 §8): the chunk errors keep their names. */
export function describeFailure(reason: unknown): string {
  const error = reason instanceof Error ? reason : null;
  const name = error?.name ?? '';
  const message = error?.message ?? String(reason);
  // rspack's loaders: a script chunk fails as ChunkLoadError; a CSS chunk with code CSS_CHUNK_LOAD_FAILED.
  if (name === 'ChunkLoadError' || /Loading chunk .* failed/i.test(message))
    return `ChunkLoadError: ${message}`;
  const code = (reason as { code?: unknown } | null)?.code;
  if (code === 'CSS_CHUNK_LOAD_FAILED' || /Loading CSS chunk/i.test(message)) {
    return `CSS_CHUNK_LOAD_FAILED: ${message}`;
  }
  return name ? `${name}: ${message}` : message;
}

/** The text that would be sent, made fit for the log (which build raised it); `source` is where the failure came from (its stack). */
export type Attribute = (error: string, source: string) => string;

/** Where a failure's code came from: its stack, and the script a window error names. */
function sourceOf(reason: unknown, filename = ''): string {
  return `${reason instanceof Error ? (reason.stack ?? '') : ''}\n${filename}`;
}

export type Send = (report: {
  error: string;
  statusCode: number;
  storeId: string | null;
}) => Promise<unknown>;

const sendToApi: Send = (body) =>
  siteApi().request('/order/error', { method: 'POST', body, schema: v.unknown(), silent: true });

/**
 * Every failure a team reports, and every uncaught error or rejection of the page, reaches the
 * API's error log (spec 1 §7 POST /order/error) with the store id: at most once per distinct error,
 * and never in the diner's way (no await, no second error).
 */
export function startErrorReporting(
  send: Send = sendToApi,
  target: Window = window,
  earlier: readonly unknown[] = [],
  attribute: Attribute = (error) => error,
): () => void {
  const reported = new Set<string>();
  const report = (error: string, statusCode = 0, source = '') => {
    if (reported.has(error)) return;
    reported.add(error);
    const storeId = bus.current('shell:session')?.storeId ?? null;
    try {
      void send({ error: attribute(error, source), statusCode, storeId }).catch(() => undefined);
    } catch {
      // Reporting must never raise a second error for the visitor to see.
    }
  };
  for (const failure of earlier) report(describeFailure(failure), 0, sourceOf(failure));
  const subscription = bus.on('shell:error-report').subscribe((r) => report(r.error, r.statusCode));
  const onError = (event: ErrorEvent) => {
    const failure = event.error ?? event.message;
    report(describeFailure(failure), 0, sourceOf(failure, event.filename));
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    report(describeFailure(event.reason), 0, sourceOf(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    subscription.unsubscribe();
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
