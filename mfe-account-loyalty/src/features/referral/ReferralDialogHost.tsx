import { lazy, Suspense } from 'react';
import { useAccountDispatch, useAccountSelector } from '../../app/hooks';
import { referralClosed } from './referral-slice';

const ReferralDialog = lazy(() => import('./ReferralDialog'));

export function ReferralDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector((state) => state.referral.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReferralDialog onClose={() => dispatch(referralClosed())} />
    </Suspense>
  );
}
