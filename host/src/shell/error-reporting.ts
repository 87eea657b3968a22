import { bus, siteApi } from '@owa/shared';
import * as v from 'valibot';
import { FEDERATION_ERROR_EVENT } from '../federation/failure-plugin';

/** Every failure a team reports reaches the API's error log (spec 1 §7 POST /order/error). */
export function startErrorReporting(): () => void {
  const subscription = bus.on('shell:error-report').subscribe((report) => {
    const storeId = bus.current('shell:session')?.storeId ?? null;
    void siteApi()
      .request('/order/error', {
        method: 'POST',
        body: { error: report.error, statusCode: report.statusCode ?? 0, storeId },
        schema: v.unknown(),
        silent: true,
      })
      .catch(() => {
        // Reporting must never raise a second error for the visitor to see.
      });
  });
  const forwardFederationError = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail === 'string') {
      bus.emit('shell:error-report', { error: event.detail });
    }
  };
  window.addEventListener(FEDERATION_ERROR_EVENT, forwardFederationError);
  return () => {
    subscription.unsubscribe();
    window.removeEventListener(FEDERATION_ERROR_EVENT, forwardFederationError);
  };
}
