import { Box, Heading, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { selectStoreContext } from '../order-context-slice';
import { useOrderContextSelector } from '../state';
import { dineInMessages as m } from './dine-in-messages';
import { selectPastOrder } from './dine-in-slice';

/** The open dine-in order's earlier rounds (spec 2 §2 "past orders panel"). */
export function PastRounds() {
  const intl = useIntl();
  const past = useOrderContextSelector(selectPastOrder);
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const storeId = useOrderContextSelector((state) => state.orderContext.storeId);
  if (!past || past.storeId !== storeId || past.orderId !== context.existingOrderId) return null;
  return (
    <Box as="section" aria-labelledby="dine-in-past-orders" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id="dine-in-past-orders" mb="2">
        {intl.formatMessage(m.dineInPastOrders)}
      </Heading>
      <Stack gap="2">
        {past.rounds.map((round) => (
          <Box key={round.seq}>
            <Text fontWeight="semibold">{intl.formatMessage(m.dineInRound, { seq: round.seq })}</Text>
            <Box as="ul" ps="4">
              {round.items.map((item) => (
                <Text as="li" key={item.id} fontSize="sm">{`${item.qty} × ${item.name}`}</Text>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
