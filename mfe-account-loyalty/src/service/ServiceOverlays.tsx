import { LoginDialogHost } from '../features/login/LoginDialogHost';
import { ReferralDialogHost } from '../features/referral/ReferralDialogHost';
import { OverlayFrame } from '../lib/OverlayFrame';

/**
 * The service's dialogs under one overlays provider, mounted ahead of need (when the page is idle)
 * so a click only renders the dialog: the provider's global styles are not rebuilt on each open.
 */
export default function ServiceOverlays() {
  return (
    <OverlayFrame>
      <LoginDialogHost />
      <ReferralDialogHost />
    </OverlayFrame>
  );
}
