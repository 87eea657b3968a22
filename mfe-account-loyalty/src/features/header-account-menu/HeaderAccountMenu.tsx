import { bus, useChannel } from '@owa/shared';
import { Button, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

/** spec 1 §2.3 header: logged-out visitors see Login/Sign Up; a customer sees their name. */
export function HeaderAccountMenu() {
  const intl = useIntl();
  const session = useChannel('shell:session');
  if (session?.user) {
    return (
      <Text as="span" fontWeight="medium" data-testid="header-account-name">
        {session.user.displayName}
      </Text>
    );
  }
  return (
    <Button size="sm" variant="ghost" onClick={() => bus.emit('account:login-requested', {})}>
      {intl.formatMessage(messages.loginSignUp)}
    </Button>
  );
}
