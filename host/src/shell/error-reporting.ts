import { bus, siteApi } from '@owa/shared';
import * as v from 'valibot';

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
  return () => subscription.unsubscribe();
}
