import { Flex, Heading, Separator, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { formatCents, toCents } from '@owa/shared/domain';
import type { ServerCart } from '@owa/shared/entities';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { checkoutMessages as m } from './messages';

function Row({ label, cents, strong }: { label: MessageDescriptor; cents: number; strong?: boolean }) {
  return (
    <Flex justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>
        <FormattedMessage {...label} />
      </Text>
      <Text>{formatCents(cents)}</Text>
    </Flex>
  );
}

/** The totals the server priced, plus the tips the diner chose (spec 2 §5 order total). */
export function OrderSummary({
  cart,
  tipCents,
  totalCents,
}: {
  cart: ServerCart | null;
  tipCents: number;
  totalCents: number;
}) {
  return (
    <Stack as="section" gap="2" aria-labelledby="checkout-summary">
      <Heading as="h2" size="md" id="checkout-summary">
        <FormattedMessage {...m.checkoutSummary} />
      </Heading>
      {!cart ? (
        <Skeleton height="24" />
      ) : (
        <>
          <Row label={m.checkoutSubtotal} cents={toCents(cart.subTotal)} />
          {(cart.discountTotal ?? 0) > 0 && (
            <Row label={m.checkoutDiscount} cents={-toCents(cart.discountTotal)} />
          )}
          {(cart.deliveryCharge ?? 0) > 0 && (
            <Row label={m.checkoutDeliveryFee} cents={toCents(cart.deliveryCharge)} />
          )}
          <Row label={m.checkoutTax} cents={toCents(cart.taxTotal)} />
          {tipCents > 0 && <Row label={m.checkoutTipLine} cents={tipCents} />}
          <Separator />
          <Row label={m.checkoutTotal} cents={totalCents} strong />
        </>
      )}
    </Stack>
  );
}
