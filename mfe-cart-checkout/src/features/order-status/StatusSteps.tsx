import type { OrderStatusAnswer } from '@owa/shared/api';
import { Box, HStack, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { stepViews } from '../../domain/order-tracking';
import { orderStatusMessages as m } from './messages';

/** The order's path as a progress list; the current step is marked, and its sentence is announced. */
export function StatusSteps({ status, timeZone }: { status: OrderStatusAnswer; timeZone: string }) {
  const intl = useIntl();
  const views = stepViews(status.orderType, status.status, status.steps);
  const time = (at: string) =>
    new Date(at).toLocaleTimeString(intl.locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="bold" fontSize="lg" data-testid="order-status-now">
        {intl.formatMessage(m.statusNow, { step: status.status })}
      </Text>
      {status.status !== 'CANCELLED' && (
        <Stack as="ol" gap="2" aria-label={intl.formatMessage(m.statusProgress)} listStyleType="none">
          {views.map((view, index) => (
            <HStack
              as="li"
              key={view.status}
              gap="3"
              aria-current={view.state === 'current' ? 'step' : undefined}
              fontWeight={view.state === 'current' ? 'bold' : 'normal'}
              color={view.state === 'upcoming' ? 'fg.muted' : 'fg'}
            >
              <Box
                aria-hidden
                flexShrink={0}
                boxSize="7"
                borderRadius="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                borderWidth="2px"
                borderColor={view.state === 'upcoming' ? 'border' : 'colorPalette.solid'}
                bg={view.state === 'upcoming' ? 'transparent' : 'colorPalette.solid'}
                color="colorPalette.contrast"
              >
                {view.state === 'done' ? '✓' : view.state === 'current' ? index + 1 : ''}
              </Box>
              <Text flex="1">{intl.formatMessage(m.statusStep, { step: view.status })}</Text>
              {view.at && view.state !== 'upcoming' && <Text fontSize="sm">{time(view.at)}</Text>}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
