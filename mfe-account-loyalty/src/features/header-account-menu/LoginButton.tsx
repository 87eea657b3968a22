import { bus } from '@owa/shared';
import { Button, OpeningPressFrame } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { loadServiceOverlays, serviceOverlaysView } from '../../service/service-overlays-loader';
import { loginOpening } from '../login';
import { TRIGGER_STYLE } from './trigger-style';

const loadForFrame = () =>
  loginOpening.load(loadServiceOverlays, (request) => bus.emit('account:login-requested', request));

/**
 * The header's Login/Sign Up. Through the bus, as any team's Login: a press before the service app
 * has loaded makes the shell load it first. Pressed before the dialog's code is here (a first tap as
 * the page shows, on a slow link), it shows the dialog's frame at once, until the dialog takes its
 * place.
 */
export function LoginButton() {
  const intl = useIntl();
  const press = () => {
    if (!serviceOverlaysView()) {
      loginOpening.started('login', intl.formatMessage(messages.loginTitle));
      loadForFrame();
    }
    bus.emit('account:login-requested', { reason: 'user' });
  };
  return (
    <>
      <Button {...TRIGGER_STYLE} onClick={press}>
        {intl.formatMessage(messages.loginSignUp)}
      </Button>
      <OpeningPressFrame
        press={loginOpening}
        reload={loadForFrame}
        size="card"
        header="corner"
        labels={{
          close: intl.formatMessage(messages.loginClose),
          waiting: intl.formatMessage(messages.loginOpening),
          failed: intl.formatMessage(messages.loginOpenFailed),
          retry: intl.formatMessage(messages.accountRetry),
        }}
        testId="login-dialog-opening"
      />
    </>
  );
}
