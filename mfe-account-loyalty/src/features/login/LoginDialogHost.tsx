import { useChannel } from '@owa/shared';
import { lazy, Suspense } from 'react';
import { useAccountDispatch, useAccountSelector } from '../../app/hooks';
import { loadLoginDialog } from './login-dialog-loader';
import { loginDialogClosed } from './login-slice';

const LoginDialog = lazy(loadLoginDialog);

/** Shows the login dialog while asked for and logged out (spec 3 §2: only shown when logged out). */
export function LoginDialogHost() {
  const dispatch = useAccountDispatch();
  const open = useAccountSelector((state) => state.login.open);
  const session = useChannel('shell:session');
  if (!open || session?.user) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={() => dispatch(loginDialogClosed())} />
    </Suspense>
  );
}
