// Payment results (spec 2 §4 "Payment and submission flow"), the success dialog's rating (spec 2 §4)
// and what each server error code does to the client's state (spec 2 §8).
export const PAYMENT_SUCCESS_STATUSES: readonly string[] = ['succeeded', 'requires_capture'];
export const PAYMENT_FAILURE_STATUSES: readonly string[] = [
  'AUTH_REQUEST',
  'AUTH_FAILED',
  'CHARGE_REQUEST',
  'CHARGE_FAILED',
];

export type PaymentOutcome = 'success' | 'failure' | 'pending';

/** Any other status is still in flight; the caller polls again or gives up on its own clock. */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  if (!status) return 'pending';
  if (PAYMENT_SUCCESS_STATUSES.includes(status)) return 'success';
  if (PAYMENT_FAILURE_STATUSES.includes(status)) return 'failure';
  return 'pending';
}

/** The rating is submitted only when above 0. */
export function shouldSubmitRating(rating: number | null | undefined): boolean {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0;
}

/** The maps review page opens when the store has a place id and the rating reaches its threshold. */
export function shouldOpenMapsReview(input: {
  placeId: string | null | undefined;
  rating: number;
  averageRatingToSendToGoogle: number | null | undefined;
}): boolean {
  const threshold = input.averageRatingToSendToGoogle;
  if (!input.placeId || threshold === null || threshold === undefined) return false;
  return shouldSubmitRating(input.rating) && input.rating >= threshold;
}

export interface ServerErrorEffects {
  notFound?: true;
  logout?: true;
  clearCheckoutInfo?: true;
  clearCart?: true;
  resetCart?: true;
  clearCoupon?: true;
  clearCouponCode?: true;
  clearRewards?: true;
  clearSchedule?: true;
  hideErrorDetail?: true;
  belowMinimum?: 'DELIVERY' | 'PICKUP';
  deliveryFeeTbd?: true;
}

/** Spec 2 §8: what a server error code does; unknown codes only show their message. */
export function serverErrorEffects(code: string | null | undefined): ServerErrorEffects {
  switch (code) {
    case 'GENERAL_ERR_STORE_NOT_FOUND':
      return { notFound: true };
    case 'USR_ERR_0030':
      return { logout: true };
    case 'ORD_ERR_INVALID_DYNAMIC_QRCODE_VC':
      return { clearCheckoutInfo: true, clearCart: true, clearCoupon: true, clearRewards: true };
    case 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND':
      return { clearCouponCode: true };
    case 'ORD_ERR_SCHEDULED_TIME_INVALID':
      return { resetCart: true, clearCheckoutInfo: true };
    case 'ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED':
      return { clearSchedule: true };
    case 'ORD_ERR_DELIVERY_DISABLED':
    case 'ORD_ERR_PICK_UP_DISABLED':
      return { hideErrorDetail: true };
    case 'ORD_ERR_0027':
      return { belowMinimum: 'DELIVERY' };
    case 'ORD_ERR_0039':
      return { belowMinimum: 'PICKUP' };
    case 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE':
      return { deliveryFeeTbd: true };
    default:
      return {};
  }
}
