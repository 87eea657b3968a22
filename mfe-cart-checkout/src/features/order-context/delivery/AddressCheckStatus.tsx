import { Alert, HStack, Spinner, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { AddressCheck } from './delivery-check-slice';

const PROBLEM_MESSAGES = {
  invalid: messages.deliveryInvalid,
  'out-of-range': messages.deliveryOutOfRange,
  'no-provider': messages.deliveryNoProvider,
  unavailable: messages.deliveryUnavailable,
  unsupported: messages.deliveryNoProvider,
  failed: messages.deliveryCheckFailed,
} as const;

/** The range check's progress or its verdict, announced to screen readers. */
export function AddressCheckStatus({ check }: { check: AddressCheck }) {
  const intl = useIntl();
  if (check.status === 'checking')
    return (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>{intl.formatMessage(messages.deliveryChecking)}</Text>
      </HStack>
    );
  if (check.status !== 'problem') return null;
  return (
    <Alert.Root
      status={check.problem === 'failed' ? 'error' : 'warning'}
      role="alert"
      data-testid="delivery-problem"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{intl.formatMessage(PROBLEM_MESSAGES[check.problem])}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
