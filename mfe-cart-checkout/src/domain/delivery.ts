// Delivery address and providers (spec 2 §2 "Delivery provider cards", §4 "Delivery address
// validation", §5).
import { formatCents } from '@owa/shared/domain';
import { type DeliveryAddress, type DeliveryProviderDetail, TINY_MILE } from '@owa/shared/entities';

export const OUT_OF_RANGE = 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE';

export const DELIVERY_MESSAGES = {
  mustBeSet: 'Your delivery address must be set',
  outOfRange:
    'Sorry, your address is not in the delivery range, please contact the store to place your order',
  invalid: 'The address you have entered is invalid, please try again',
  noProvider: 'No delivery providers support that address',
} as const;

/** After a new address validates, the first valid provider is chosen; none valid means a warning. */
export function firstValidProvider(
  details: readonly DeliveryProviderDetail[] | null | undefined,
): string | undefined {
  return (details ?? []).find((detail) => detail.valid)?.provider;
}

/**
 * The provider card's fee chip: "Delivery fee: TBD" when the address is out of range, hidden for any
 * other error, else the cost (cents) prefixed "Starting at" unless the cost is fixed.
 */
export function providerFeeChip(detail: DeliveryProviderDetail): string | undefined {
  if (detail.errorCode === OUT_OF_RANGE) return 'Delivery fee: TBD';
  if (detail.errorCode) return undefined;
  if (detail.cost === null || detail.cost === undefined) return undefined;
  const amount = formatCents(Math.round(detail.cost));
  return detail.fixedCost ? amount : `Starting at ${amount}`;
}

export const DEFAULT_DELIVERY_MESSAGE = 'meet_at_door';

/** With TINY_MILE (a robot) only meet_outside is allowed as the delivery message. */
export function allowedDeliveryMessages(provider: string | null | undefined): string[] {
  return provider === TINY_MILE ? ['meet_outside'] : ['leave_at_door', 'meet_at_door', 'meet_outside'];
}

/** A delivery message the provider cannot honour falls back to the first it can. */
export function deliveryMessageFor(
  provider: string | null | undefined,
  chosen: string | null | undefined,
): string {
  const allowed = allowedDeliveryMessages(provider);
  if (chosen && allowed.includes(chosen)) return chosen;
  return allowed.includes(DEFAULT_DELIVERY_MESSAGE) ? DEFAULT_DELIVERY_MESSAGE : (allowed[0] as string);
}

/** Spec 2 §5: an address must yield a postal code (else deliveryAddressInvalid). */
export function hasPostalCode(address: Pick<DeliveryAddress, 'postCode'> | null | undefined): boolean {
  return !!address?.postCode && address.postCode.trim() !== '';
}

/** Spec 2 §4: delivery totals show TBD until the address is set and the delivery minimum is met. */
export function deliveryTotalsTbd(input: {
  orderType: string;
  addressSet: boolean;
  belowMinimum: boolean;
}): boolean {
  return input.orderType === 'DELIVERY' && (!input.addressSet || input.belowMinimum);
}
