// The delivery address flow's verdicts (spec 2 §4 "Delivery address validation", §5, §8).
import type { DeliveryProviderDetail } from '@owa/shared/entities';
import { OUT_OF_RANGE } from './delivery';

export type DeliveryProblem =
  | 'invalid'
  | 'out-of-range'
  | 'no-provider'
  | 'unavailable'
  | 'unsupported'
  | 'failed';

const BY_CODE: Readonly<Record<string, DeliveryProblem>> = {
  ORD_ERR_DELIVERY_ADDRESS_INVALID: 'invalid',
  ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE: 'out-of-range',
  ORD_ERR_DELIVERY_DISABLED: 'unavailable',
  ORD_ERR_DELIVERY_PROVIDER_UNSUPPORTED: 'unsupported',
};

/** A server error code as the problem the dialog words; anything else is a failed check (retry). */
export function deliveryProblemOf(errorCode: string | null | undefined): DeliveryProblem {
  return (errorCode && BY_CODE[errorCode]) || 'failed';
}

export type ProviderVerdict =
  | { kind: 'use'; provider: string }
  | { kind: 'problem'; problem: DeliveryProblem };

/**
 * After validate_providers: the chosen provider when it is still valid, else the first valid one;
 * with none valid, out of range when every provider says so (the cards then read 'Delivery fee:
 * TBD'), delivery unavailable when the store does not deliver, otherwise no provider.
 */
export function pickProvider(
  details: readonly DeliveryProviderDetail[],
  preferred: string | null | undefined,
): ProviderVerdict {
  const keep = details.find((detail) => detail.provider === preferred && detail.valid);
  const first = keep ?? details.find((detail) => detail.valid);
  if (first) return { kind: 'use', provider: first.provider };
  if (details.length > 0 && details.every((detail) => detail.errorCode === OUT_OF_RANGE))
    return { kind: 'problem', problem: 'out-of-range' };
  if (details.length > 0 && details.every((detail) => detail.errorCode === 'ORD_ERR_DELIVERY_DISABLED'))
    return { kind: 'problem', problem: 'unavailable' };
  return { kind: 'problem', problem: 'no-provider' };
}

export type FeeChip =
  | { kind: 'tbd' }
  | { kind: 'starting-at'; cents: number }
  | { kind: 'fixed'; cents: number }
  | { kind: 'hidden' };

/** The provider card's fee chip as a code (providerFeeChip gives the English text). */
export function feeChip(detail: DeliveryProviderDetail): FeeChip {
  if (detail.errorCode === OUT_OF_RANGE) return { kind: 'tbd' };
  if (detail.errorCode || detail.cost === null || detail.cost === undefined) return { kind: 'hidden' };
  const cents = Math.round(detail.cost);
  return detail.fixedCost ? { kind: 'fixed', cents } : { kind: 'starting-at', cents };
}
