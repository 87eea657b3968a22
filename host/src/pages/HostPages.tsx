import { BASE_PATH, buildPath, matchRoute } from '@owa/shared';
import { Button, Container, Heading, Text } from '@owa/shared/design-kit';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { messages } from '../i18n/messages';

function subscribe(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  return () => window.removeEventListener('single-spa:routing-event', onChange);
}

/** The routes the shell renders itself: home, 404, and the redirect of unknown paths to /404. */
export function HostPages() {
  const intl = useIntl();
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const route = matchRoute(pathname);

  useEffect(() => {
    // spec 1 §2.1: any unknown path redirects to /404.
    if (route === null) window.history.replaceState(null, '', buildPath('not-found', {}));
  }, [route]);

  if (route?.name === 'home') {
    return (
      <Container py="8">
        <Heading as="h1" size="xl" mb="2">
          {intl.formatMessage(messages.homeTitle)}
        </Heading>
        <Text>{intl.formatMessage(messages.homeIntro)}</Text>
      </Container>
    );
  }

  return (
    <Container py="8" role="main" aria-labelledby="not-found-title">
      <Heading as="h1" size="xl" mb="2" id="not-found-title">
        {intl.formatMessage(messages.notFoundTitle)}
      </Heading>
      <Text mb="4">{intl.formatMessage(messages.notFoundBody)}</Text>
      <Button colorPalette="brand" onClick={() => navigateToUrl(`${BASE_PATH}/`)}>
        {intl.formatMessage(messages.backHome)}
      </Button>
    </Container>
  );
}
