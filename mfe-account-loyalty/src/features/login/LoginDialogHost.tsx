import { useChannel } from '@owa/shared';
import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import LoginDialog from './LoginDialog';
import { loginDialogClosed, selectLoginOpen, selectLoginReason } from './login-slice';

/** Shows the login dialog while asked for and logged out (spec 3 §2: only shown when logged out). */
export function LoginDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector(selectLoginOpen);
  const reason = useAccountSelector(selectLoginReason);
  const session = useChannel('shell:session');
  return (
    <LoginDialog
      open={open && !session?.user}
      reason={reason}
      onClose={() => dispatch(loginDialogClosed())}
    />
  );
}
