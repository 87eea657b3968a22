import { useChannel } from '@owa/shared';
import { useAccountDispatch, useAccountSelector } from '../../app/hooks';
import LoginDialog from './LoginDialog';
import { loginDialogClosed } from './login-slice';

/** Shows the login dialog while asked for and logged out (spec 3 §2: only shown when logged out). */
export function LoginDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector((state) => state.login.open);
  const reason = useAccountSelector((state) => state.login.reason);
  const session = useChannel('shell:session');
  return (
    <LoginDialog
      open={open && !session?.user}
      reason={reason}
      onClose={() => dispatch(loginDialogClosed())}
    />
  );
}
