import { BASE_PATH } from '@owa/shared';
import { Button, Container, Heading, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { goTo } from '../features/navigation/navigation';
import { messages } from '../i18n/messages';

/** `?notFound=store` marks a 404 reached through GENERAL_ERR_STORE_NOT_FOUND (spec 3 §8). */
export const STORE_NOT_FOUND_QUERY = { notFound: 'store' } as const;

export function NotFoundPage() {
  const intl = useIntl();
  const storeMissing = new URLSearchParams(window.location.search).get('notFound') === 'store';
  return (
    <Container py="8" as="section" aria-labelledby="not-found-title">
      <Heading as="h1" size="xl" mb="2" id="not-found-title">
        {intl.formatMessage(messages.notFoundTitle)}
      </Heading>
      <Text mb="4">{intl.formatMessage(storeMissing ? messages.storeNotFound : messages.notFoundBody)}</Text>
      <Button colorPalette="brand" onClick={() => goTo(`${BASE_PATH}/`)}>
        {intl.formatMessage(messages.backHome)}
      </Button>
    </Container>
  );
}
