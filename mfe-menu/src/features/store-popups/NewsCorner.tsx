import { Box, CloseButton, Image, Text } from '@owa/shared/design-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { imageSources } from '../../domain/image-sources';
import { messages } from '../../i18n/messages';

/** The store news on a first visit: a non-modal card in a corner, closed with its button or Escape. */
export function NewsCorner({ url, onClose }: { readonly url: string; readonly onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const sources = imageSources(url);
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      position="fixed"
      bottom="4"
      insetStart="4"
      zIndex="overlay"
      width="220px"
      bg="bg"
      borderRadius="lg"
      boxShadow="lg"
      borderWidth="1px"
      overflow="hidden"
      hideBelow="md"
      data-testid="popup-news-corner"
      data-store-popup=""
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Image
        src={sources.src}
        srcSet={sources.srcSet}
        sizes="220px"
        htmlWidth={220}
        htmlHeight={165}
        alt=""
        display="block"
        w="100%"
        h="auto"
      />
      <Text id={titleId} fontWeight="semibold" fontSize="sm" px="3" py="2">
        {intl.formatMessage(messages.popupNewsTitle)}
      </Text>
      <CloseButton
        size="xs"
        position="absolute"
        top="1"
        insetEnd="1"
        bg="bg"
        aria-label={intl.formatMessage(messages.popupClose)}
        onClick={onClose}
      />
    </Box>
  );
}
