import { Alert, Button, Skeleton, Stack } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { CartDispatch } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { priceCart } from '../price-cart';

/** A skeleton while the server cart loads; its failure with a retry; else the content. */
export function LoadState({
  state,
  children,
}: {
  state: { status: string; message?: string | null };
  children: ReactNode;
}) {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  if (state.status === 'loading')
    return (
      <Stack gap="3" aria-busy="true" aria-label={intl.formatMessage(messages.scheduleLoading)}>
        <Skeleton height="8" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    );
  if (state.status === 'failed')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{intl.formatMessage(messages.scheduleLoadFailed)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => void dispatch(priceCart())}>
          {intl.formatMessage(messages.cartRetry)}
        </Button>
      </Alert.Root>
    );
  return <>{children}</>;
}
