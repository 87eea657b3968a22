import { useEffect } from 'react';
import { LoginDialogHost } from '../features/login/LoginDialogHost';
import { preloadLoginDialogWhenIdle } from '../features/login/login-dialog-loader';
import { ReferralDialogHost } from '../features/referral/ReferralDialogHost';

/** The always-active account root: global dialogs opened by bus commands live here. */
export function AccountService() {
  useEffect(preloadLoginDialogWhenIdle, []);
  return (
    <>
      <LoginDialogHost />
      <ReferralDialogHost />
    </>
  );
}
