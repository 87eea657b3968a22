import { bus, useCurrentRoute } from '@owa/shared';
import { useEffect } from 'react';
import { AccountPage } from './features/account-area/AccountPage';
import { GuestHistoryPage } from './features/guest-history/GuestHistoryPage';

/** The account team's route app: the account area and the guest history (spec 3 §2). */
export function AccountApp() {
  const route = useCurrentRoute();
  const name = route?.name;
  useEffect(() => {
    // The page frame is up: the shell may load the header parcels and the service app now.
    const frame = requestAnimationFrame(() => bus.emit('shell:route-ready', { route: name ?? 'account' }));
    return () => cancelAnimationFrame(frame);
  }, [name]);
  if (route?.name === 'store-account')
    return <AccountPage groupId={route.params.gid} storeId={route.params.sid} />;
  if (route?.name === 'guest-history')
    return <GuestHistoryPage groupId={route.params.gid} storeId={route.params.sid} />;
  return null;
}
