import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import ReferralDialog from './ReferralDialog';
import { referralClosed, selectReferralOpen } from './referral-slice';

export function ReferralDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector(selectReferralOpen);
  if (!open) return null;
  return <ReferralDialog onClose={() => dispatch(referralClosed())} />;
}
