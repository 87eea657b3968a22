// What the cart says about the server's verdict (spec 2 §5, §8): each validation error once, as a
// code the dialog words, or the server's own message for codes the cart has no wording of its own.
import { DELIVERY_MINIMUM_NOT_MET, PICKUP_MINIMUM_NOT_MET } from '@owa/shared/domain';
import type { ValidationError } from '@owa/shared/entities';
import { PROMOTION_ERROR_KINDS, type PromotionKind } from './promotion-errors';

export type CartNotice =
  | { kind: 'minimum'; orderType: 'DELIVERY' | 'PICKUP' }
  | { kind: 'address-required' }
  /** A refused coupon, reward or punch card, worded by the cart (not the server's English). */
  | { kind: 'promotion'; promotion: PromotionKind; code: string }
  | { kind: 'server'; code: string; message: string };

const ITEM_ERRORS = 'ORD_ERR_ITEM_UNAVAILABLE';

/**
 * The notices of a priced cart. A line's unavailability is already shown on the line ('- {errorMsg}'),
 * so its summary code is left out; duplicates are dropped.
 */
export function cartNotices(errors: readonly ValidationError[]): CartNotice[] {
  const seen = new Set<string>();
  const notices: CartNotice[] = [];
  for (const error of errors) {
    if (error.errorCode === ITEM_ERRORS || seen.has(error.errorCode)) continue;
    seen.add(error.errorCode);
    if (error.errorCode === DELIVERY_MINIMUM_NOT_MET)
      notices.push({ kind: 'minimum', orderType: 'DELIVERY' });
    else if (error.errorCode === PICKUP_MINIMUM_NOT_MET)
      notices.push({ kind: 'minimum', orderType: 'PICKUP' });
    else if (error.errorCode === 'ORD_ERR_DELIVERY_ADDRESS_REQUIRED')
      notices.push({ kind: 'address-required' });
    else if (PROMOTION_ERROR_KINDS[error.errorCode])
      notices.push({
        kind: 'promotion',
        promotion: PROMOTION_ERROR_KINDS[error.errorCode] as PromotionKind,
        code: error.errorCode,
      });
    else notices.push({ kind: 'server', code: error.errorCode, message: error.message ?? error.errorCode });
  }
  return notices;
}

/**
 * The key of what the error snack last said: the snack is shown again only when the errors change,
 * never on every add (a minimum warning repeated on each item is what diners complain of).
 */
export function noticeKey(notices: readonly CartNotice[]): string {
  return notices
    .map((notice) =>
      notice.kind === 'server'
        ? `${notice.code}:${notice.message}`
        : notice.kind === 'promotion'
          ? notice.code
          : notice.kind,
    )
    .join('|');
}
