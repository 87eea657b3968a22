import { bus } from '@owa/shared';
import { Button, Container, Heading } from '@owa/shared/design-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import { pageNeedsServices } from '../shell/after-interactive';

/**
 * A route that needs login, opened logged out (spec 3 §2 Global guards; the refusal is ours to
 * decide, docs/decisions.md): the login dialog opens, and the route continues once logged in.
 */
export function LoginRequiredPage() {
  const intl = useIntl();
  useEffect(() => {
    bus.emit('account:login-requested', { reason: 'account' });
    pageNeedsServices();
  }, []);
  return (
    <Container py="8" as="section" aria-labelledby="login-required-title">
      <Heading as="h1" size="lg" mb="4" id="login-required-title">
        {intl.formatMessage(messages.loginRequiredTitle)}
      </Heading>
      <Button colorPalette="brand" onClick={() => bus.emit('account:login-requested', { reason: 'account' })}>
        {intl.formatMessage(messages.logIn)}
      </Button>
    </Container>
  );
}
