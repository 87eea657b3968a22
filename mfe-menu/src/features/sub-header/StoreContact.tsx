import type { Store } from '@owa/shared';
import { chakra, Flex, Link, VisuallyHidden } from '@owa/shared/design-kit';
import { formatPhone, truncateAddress } from '@owa/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fullAddress, mapsSearchUrl, telHref } from '../../domain/store-display';
import { messages } from '../../i18n/messages';

/** Address as a maps search in a new tab (15 characters on phones, 30 wider) and the phone to call. */
export function StoreContact({ store }: { readonly store: Store }) {
  const intl = useIntl();
  const address = fullAddress(store);
  const phone = store.phoneNumber ?? '';
  const describedBy = useId();
  return (
    <Flex gap={{ base: '1', md: '4' }} direction={{ base: 'column', sm: 'row' }} mt="1" fontSize="sm">
      {address ? (
        <Link
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={describedBy}
          title={address}
          color="fg"
          textDecoration="underline"
        >
          {/* An address or a phone number reads left to right even in an Arabic page. */}
          <chakra.bdi hideFrom="md">{truncateAddress(address, 'mobile')}</chakra.bdi>
          <chakra.bdi hideBelow="md">{truncateAddress(address, 'desktop')}</chakra.bdi>
        </Link>
      ) : null}
      {/* The whole address and the new tab, for those who cannot see the truncation or the tab open. */}
      {address ? (
        <VisuallyHidden id={describedBy}>
          {intl.formatMessage(messages.subHeaderAddress, { address })}
        </VisuallyHidden>
      ) : null}
      {phone ? (
        <Link
          href={telHref(phone)}
          aria-label={intl.formatMessage(messages.subHeaderPhone, { phone: formatPhone(phone) })}
          color="fg"
          textDecoration="underline"
        >
          <chakra.bdi dir="ltr">{formatPhone(phone)}</chakra.bdi>
        </Link>
      ) : null}
    </Flex>
  );
}
