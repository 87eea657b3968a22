// Spec 2 §8, spec 3 §4: the server refuses an applied coupon, reward or punch card with a code in
// the cart's validationErrors. The cart words it and publishes it in `cart:summary` so the account
// team's promotion cards can say it too.
import type { ValidationError } from '@owa/shared/entities';

export type PromotionKind = 'coupon' | 'reward' | 'punchCard';

export interface PromotionError {
  readonly kind: PromotionKind;
  readonly code: string;
}

/** The API's codes (api/src/features/cart/pricing.ts CartErrorCode) and what each refuses. */
export const PROMOTION_ERROR_KINDS: Readonly<Record<string, PromotionKind>> = {
  COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND: 'coupon',
  COUPON_ERROR_NOT_ELIGIBLE: 'coupon',
  COUPON_ERROR_LOGIN_REQUIRED: 'coupon',
  LOYALTY_ERR_REWARD_NOT_FOUND: 'reward',
  LOYALTY_ERR_NOT_ENOUGH_POINTS: 'reward',
  LOYALTY_ERR_LOGIN_REQUIRED: 'reward',
  LOYALTY_ERR_PUNCH_CARD_INVALID: 'punchCard',
};

export function isPromotionError(code: string): boolean {
  return Object.hasOwn(PROMOTION_ERROR_KINDS, code);
}

const NONE: readonly PromotionError[] = [];

/** The refused promotions of a priced cart, each code once, in the server's order. */
export function promotionErrors(errors: readonly ValidationError[]): readonly PromotionError[] {
  const found: PromotionError[] = [];
  for (const { errorCode } of errors) {
    const kind = PROMOTION_ERROR_KINDS[errorCode];
    if (kind && !found.some((error) => error.code === errorCode)) found.push({ kind, code: errorCode });
  }
  return found.length > 0 ? found : NONE;
}
