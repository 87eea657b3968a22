import { lazy, Suspense, useEffect, useState } from 'react';
import { selectLoginOpen } from '../features/login';
import { selectReferralOpen } from '../features/referral';
import { useAccountSelector } from '../lib/hooks';
import { loadServiceOverlays, serviceOverlaysView, whenIdle } from './service-overlays-loader';

const LazyOverlays = lazy(loadServiceOverlays);

/**
 * The always-active account root: global dialogs opened by bus commands live here. Their code loads
 * and mounts when the page is idle (or at once when one is asked for first), so the login dialog
 * opens without a download on the click.
 */
export function AccountService() {
  const [idle, setIdle] = useState(false);
  const loginOpen = useAccountSelector(selectLoginOpen);
  const referralOpen = useAccountSelector(selectReferralOpen);
  const wanted = loginOpen || referralOpen;
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !wanted) return null;
  // Here already (a Login pressed before its code had come waits for it): no lazy render's task.
  const Overlays = serviceOverlaysView();
  if (Overlays) return <Overlays />;
  return (
    <Suspense fallback={null}>
      <LazyOverlays />
    </Suspense>
  );
}
