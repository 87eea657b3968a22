import { Box, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import { type ExpressHandlers, useExpressCheckout } from './use-express-checkout';

interface ExpressPayProps {
  readonly publishableKey: string;
  readonly amountCents: number;
  readonly handlers: ExpressHandlers;
}

/**
 * Apple Pay / Google Pay in one step (issue 23 point 5), above the other methods: a skeleton holds
 * the buttons' height while Stripe's element loads; a browser with no wallet sees nothing. Nothing
 * is held between the press and the approval, so the diner closing the sheet needs no handling.
 */
export function ExpressPay({ publishableKey, amountCents, handlers }: ExpressPayProps) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement | null>(null);
  const load = useExpressCheckout(publishableKey, amountCents, host, handlers);
  return (
    <Stack
      gap="2"
      role="group"
      aria-label={intl.formatMessage(m.paymentExpress)}
      display={load === 'none' ? 'none' : 'flex'}
    >
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.paymentExpressHint)}
      </Text>
      <Box position="relative" minH="11">
        {load === 'loading' && (
          <Skeleton
            position="absolute"
            inset="0"
            role="status"
            aria-label={intl.formatMessage(m.paymentExpressLoading)}
          />
        )}
        <div ref={host} />
      </Box>
    </Stack>
  );
}
