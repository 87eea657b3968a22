// Spec 2 §5: the cart shows an error when any listed condition holds; checkout is blocked on any
// cart error, an empty cart with no existing order, or a disabled order type. The time and store
// facts (closed, slots, disabled-until) come from the store-hours and scheduling rules.
import type { CartLine, PunchCard, ValidationError } from '@owa/shared/entities';

export type CartErrorKind =
  | 'all-order-types-disabled'
  | 'store-closed'
  | 'no-slots'
  | 'invalid-coupon'
  | 'line-errors'
  | 'order-type-disabled'
  | 'order-type-not-allowed'
  | 'no-days-available'
  | 'minimum-not-met'
  | 'punch-card-error'
  | 'discount-unused'
  | 'server-validation';

export interface CartErrorInput {
  allOrderTypesDisabled: boolean;
  storeClosed: boolean;
  hasSlots: boolean;
  couponInvalid: boolean;
  lines: readonly CartLine[];
  /** The chosen order type is disabled until a future date. */
  orderTypeDisabledUntilFuture: boolean;
  orderTypeAllowed: boolean;
  daysAvailable: boolean;
  belowMinimum: boolean;
  punchCards: readonly Pick<PunchCard, 'errors'>[];
  discountUnused: boolean;
  validationErrors: readonly ValidationError[];
}

function hasLineErrors(line: CartLine): boolean {
  return (line.errors ?? []).length > 0 || (line.childItemList ?? []).some(hasLineErrors);
}

/** Every error condition that holds, in the order the spec lists them. */
export function cartErrors(input: CartErrorInput): CartErrorKind[] {
  const found: CartErrorKind[] = [];
  if (input.allOrderTypesDisabled) found.push('all-order-types-disabled');
  if (input.storeClosed) found.push('store-closed');
  if (!input.hasSlots) found.push('no-slots');
  if (input.couponInvalid) found.push('invalid-coupon');
  if (input.lines.some(hasLineErrors)) found.push('line-errors');
  if (input.orderTypeDisabledUntilFuture) found.push('order-type-disabled');
  if (!input.orderTypeAllowed) found.push('order-type-not-allowed');
  if (!input.daysAvailable) found.push('no-days-available');
  if (input.belowMinimum) found.push('minimum-not-met');
  if (input.punchCards.some((card) => (card.errors ?? []).length > 0)) found.push('punch-card-error');
  if (input.discountUnused) found.push('discount-unused');
  if (input.validationErrors.length > 0) found.push('server-validation');
  return found;
}

export function hasCartError(input: CartErrorInput): boolean {
  return cartErrors(input).length > 0;
}

/** Spec 2 §8: the cart error snack, shown only when the cart is not empty. */
export function cartErrorSnack(message: string, cartEmpty: boolean): string | undefined {
  if (cartEmpty || message.trim() === '') return undefined;
  return `Cart error: ${message}`;
}

export type CheckoutBlock = 'cart-error' | 'empty-cart' | 'order-type-disabled';

export interface CheckoutInput {
  hasCartError: boolean;
  cartEmpty: boolean;
  hasExistingOrder: boolean;
  orderTypeDisabled: boolean;
}

/** Spec 2 §5 checkout blocking: the reasons that hold, none meaning checkout may proceed. */
export function checkoutBlocks(input: CheckoutInput): CheckoutBlock[] {
  const blocks: CheckoutBlock[] = [];
  if (input.hasCartError) blocks.push('cart-error');
  if (input.cartEmpty && !input.hasExistingOrder) blocks.push('empty-cart');
  if (input.orderTypeDisabled) blocks.push('order-type-disabled');
  return blocks;
}

export function isCheckoutBlocked(input: CheckoutInput): boolean {
  return checkoutBlocks(input).length > 0;
}
