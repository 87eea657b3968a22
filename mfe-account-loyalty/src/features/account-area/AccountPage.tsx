import { useChannel } from '@owa/shared';
import { Button, Container, Heading, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { useAccountDispatch } from '../../lib/hooks';
import { loginRequested } from '../login';

const AccountTabs = lazy(() => import('./AccountTabs'));

/**
 * The account route needs a login (docs/decisions.md): a visitor sees why and gets the login dialog;
 * once the session has a user the page shows the tabs in place, with no navigation.
 */
export function AccountPage(props: { groupId: string; storeId: string }) {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const session = useChannel('shell:session');
  const loggedIn = !!session?.user;
  useEffect(() => {
    if (session && !loggedIn) dispatch(loginRequested({ reason: 'account' }));
  }, [session, loggedIn, dispatch]);

  return (
    <Container maxW="4xl" py="6" px={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl" mb="4">
        {intl.formatMessage(messages.accountTitle)}
      </Heading>
      {!loggedIn ? (
        <Stack gap="3" align="flex-start">
          <Text>{intl.formatMessage(messages.accountLoginRequired)}</Text>
          <Button onClick={() => dispatch(loginRequested({ reason: 'account' }))}>
            {intl.formatMessage(messages.loginSignUp)}
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<Skeleton height="48" />}>
          <AccountTabs groupId={props.groupId} storeId={props.storeId} />
        </Suspense>
      )}
    </Container>
  );
}
