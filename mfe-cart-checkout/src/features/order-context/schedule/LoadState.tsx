import { Alert, Button, Skeleton, Stack } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { useOrderContextDispatch } from '../state';
import { timeSlotsActions } from '../time-slots-slice';

/** A skeleton while the times load with the priced cart; its failure with a retry; else the content. */
export function LoadState({
  state,
  children,
}: {
  state: { status: string; message?: string | null };
  children: ReactNode;
}) {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  if (state.status === 'loading')
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={intl.formatMessage(messages.scheduleLoading)}>
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
        <Button size="sm" onClick={() => dispatch(timeSlotsActions.timeSlotsRetried())}>
          {intl.formatMessage(messages.cartRetry)}
        </Button>
      </Alert.Root>
    );
  return <>{children}</>;
}
