import { Box, CloseButton, chakra, Heading, Image, Text } from '@owa/shared/design-kit';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { imageSources } from '../../domain/image-sources';
import { messages } from '../../i18n/messages';

interface PictureDialogProps {
  readonly kind: 'news' | 'referral';
  readonly url: string;
  readonly onClose: () => void;
}

/**
 * A pop-up picture: the store news, or the referral banner with its offer (spec 1 §2.5, spec 3 §4).
 * The browser's own modal <dialog> (focus kept inside, Escape closes, the page behind inert): no
 * dialog machinery to download for a picture.
 */
export function PictureDialog({ kind, url, onClose }: PictureDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const sources = imageSources(url);
  // Closed because it gave way to another dialog (unmounted), not by the diner: it comes back later.
  const givingWay = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      givingWay.current = true;
      element?.close();
    };
  }, []);
  const title = intl.formatMessage(kind === 'news' ? messages.popupNewsTitle : messages.popupReferralTitle);
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => givingWay.current || onClose()}
      data-store-popup=""
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      data-testid={`popup-${kind}`}
      p="0"
      m="auto"
      border="0"
      borderRadius="xl"
      boxShadow="lg"
      width={{ base: '100vw', sm: kind === 'referral' ? '600px' : '480px' }}
      maxW="100vw"
      maxH="100dvh"
      bg="bg"
      color="fg"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' } }}
    >
      <Box position="relative" p="4">
        <Heading as="h2" size="lg" id={titleId} mb="3" pe="10">
          {title}
        </Heading>
        <Image
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="(min-width: 640px) 560px, 100vw"
          htmlWidth={640}
          htmlHeight={480}
          alt=""
          w="100%"
          h="auto"
          maxH="55dvh"
          objectFit="contain"
          borderRadius="md"
        />
        {kind === 'referral' ? <Text mt="3">{intl.formatMessage(messages.popupReferralText)}</Text> : null}
        <CloseButton
          size="sm"
          position="absolute"
          top="3"
          insetEnd="3"
          aria-label={intl.formatMessage(messages.popupClose)}
          onClick={() => dialog.current?.close()}
        />
      </Box>
    </chakra.dialog>
  );
}
