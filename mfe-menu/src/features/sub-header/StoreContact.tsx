import type { Store } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { formatPhone, truncateAddress } from '@owa/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fullAddress, mapsSearchUrl, telHref } from '../../domain/store-display';
import { messages } from '../../i18n/messages';
import { SUB_HEADER_CLASSES } from './sub-header-styles';

/** Address as a maps search in a new tab (15 characters on phones, 30 wider) and the phone to call. */
export function StoreContact({ store }: { readonly store: Store }) {
  const intl = useIntl();
  const classes = useStaticClasses(SUB_HEADER_CLASSES);
  const address = fullAddress(store);
  const phone = store.phoneNumber ?? '';
  const describedBy = useId();
  return (
    <div className={classes.contact}>
      {address ? (
        <a
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={describedBy}
          title={address}
          className={classes.link}
        >
          {/* An address or a phone number reads left to right even in an Arabic page. */}
          <bdi className={classes.phoneOnly}>{truncateAddress(address, 'mobile')}</bdi>
          <bdi className={classes.wideOnly}>{truncateAddress(address, 'desktop')}</bdi>
        </a>
      ) : null}
      {/* The whole address and the new tab, for those who cannot see the truncation or the tab open. */}
      {address ? (
        <span id={describedBy} className={classes.hidden}>
          {intl.formatMessage(messages.subHeaderAddress, { address })}
        </span>
      ) : null}
      {phone ? (
        <a
          href={telHref(phone)}
          aria-label={intl.formatMessage(messages.subHeaderPhone, { phone: formatPhone(phone) })}
          className={classes.link}
        >
          <bdi dir="ltr">{formatPhone(phone)}</bdi>
        </a>
      ) : null}
    </div>
  );
}
