import { useAccountDispatch, useAccountSelector } from '../../app/hooks';
import ReferralDialog from './ReferralDialog';
import { referralClosed } from './referral-slice';

export function ReferralDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector((state) => state.referral.open);
  if (!open) return null;
  return <ReferralDialog onClose={() => dispatch(referralClosed())} />;
}
