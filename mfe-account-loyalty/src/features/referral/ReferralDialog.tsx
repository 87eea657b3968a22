import { bus, useChannel } from '@owa/shared';
import { Button, CloseButton, HStack, Link, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Field, Input, Portal } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { referralLink } from '../../domain/referral';
import { storeReferralText, type TranslationList } from '../../domain/referral-texts';
import { messages } from '../../i18n/messages';
import { useAccountDispatch } from '../../lib/hooks';
import { useStoreInfo } from '../../lib/store-info';
import { loginRequested } from '../login';

type ReferralSettings = {
  title?: TranslationList;
  titleTranslations?: TranslationList;
  description?: TranslationList;
  descriptionTranslations?: TranslationList;
};

/** The referral dialog (600 px): read-only link, copy, share links; visitors are asked to log in. */
export default function ReferralDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const session = useChannel('shell:session');
  const store = useStoreInfo(session?.storeId);
  const settings = (store?.settings?.rewardsSettings?.referralSettings ?? {}) as ReferralSettings;
  const title =
    storeReferralText(settings.title ?? settings.titleTranslations, session?.language) ??
    intl.formatMessage(messages.referralTitle);
  const description =
    storeReferralText(settings.description ?? settings.descriptionTranslations, session?.language) ??
    intl.formatMessage(messages.referralDescription);
  // Store routes carry no group id; the store knows its group.
  const groupId = session?.groupId ?? store?.groupId;
  const link = groupId ? referralLink(window.location.origin, groupId, session?.user?.id) : undefined;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      bus.emit('shell:snack', { message: intl.formatMessage(messages.referralCopied), status: 'success' });
    } catch {
      bus.emit('shell:snack', {
        message: intl.formatMessage(messages.referralCopyFailed),
        status: 'warning',
      });
    }
  };
  const shares = link
    ? [
        {
          network: 'Facebook',
          href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
        },
        {
          network: 'X',
          href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`,
        },
        { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}` },
      ]
    : [];

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100vw - 2rem)', md: '600px' }} data-testid="referral-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="4">
                <Text>{description}</Text>
                {link ? (
                  <>
                    <Field.Root>
                      <Field.Label>{intl.formatMessage(messages.referralLink)}</Field.Label>
                      <HStack width="full">
                        <Input
                          readOnly
                          value={link}
                          dir="ltr"
                          onFocus={(event) => event.currentTarget.select()}
                        />
                        <Button onClick={() => void copy()}>
                          {intl.formatMessage(messages.referralCopy)}
                        </Button>
                      </HStack>
                    </Field.Root>
                    <HStack gap="4" wrap="wrap">
                      {shares.map((share) => (
                        <Link
                          key={share.network}
                          href={share.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          textDecoration="underline"
                        >
                          {intl.formatMessage(messages.referralShareOn, { network: share.network })}
                        </Link>
                      ))}
                      <Link
                        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(link)}`}
                        textDecoration="underline"
                      >
                        {intl.formatMessage(messages.referralShareByEmail)}
                      </Link>
                    </HStack>
                  </>
                ) : (
                  <Stack gap="3" align="flex-start">
                    <Text role="status">{intl.formatMessage(messages.referralLoginRequired)}</Text>
                    <Button
                      onClick={() => {
                        onClose();
                        dispatch(loginRequested({ reason: 'user' }));
                      }}
                    >
                      {intl.formatMessage(messages.loginSignUp)}
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.loginClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
