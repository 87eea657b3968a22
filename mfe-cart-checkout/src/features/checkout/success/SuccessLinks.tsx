import { HStack, Link, Stack } from '@owa/shared/design-kit';
import type { Store } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import { directionsUrl, mapsSearchUrl } from './success-details';

/** The address link, the conditional call and directions blocks, and the store's social links. */
export function SuccessLinks({ store, orderType }: { store: Store; orderType: string }) {
  const intl = useIntl();
  const address = [store.address, store.city].filter(Boolean).join(', ');
  const networks = store.socialMediaLinks ?? [];
  return (
    <Stack gap="2">
      {address && (
        <Link href={mapsSearchUrl(store)} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.successMapsLink, { address })}
        </Link>
      )}
      <HStack gap="4" wrap="wrap">
        {orderType !== 'DINE_IN' && store.phoneNumber && (
          <Link href={`tel:${store.phoneNumber}`}>{intl.formatMessage(m.successCall)}</Link>
        )}
        {orderType === 'PICKUP' && (
          <Link href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.successDirections)}
          </Link>
        )}
        {networks.map((network) => (
          <Link key={network.url} href={network.url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.successFollow, {
              network: network.type.charAt(0) + network.type.slice(1).toLowerCase(),
            })}
          </Link>
        ))}
      </HStack>
    </Stack>
  );
}
