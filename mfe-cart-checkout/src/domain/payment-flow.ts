// How a payment attempt ends (spec 2 §4 "Payment and submission flow", §8 messages): the request
// for the chosen method, and what an error means. Pure: the submission code calls these.
import type { PaymentType } from './payment';

export interface PaymentMethodChoice {
  readonly type: PaymentType;
  /** With membership: the method paying what the wallet does not cover. */
  readonly second: Exclude<PaymentType, 'membership'> | null;
  /** A saved card's id (a new card is saved first and paid by its id). */
  readonly cardId: string | null;
  /** A processor token (Stripe's Payment Element) instead of a saved card. */
  readonly paymentToken: string | null;
  readonly captcha: string | null;
}

export interface PaymentRequestInput {
  readonly orderId: string;
  readonly method: PaymentMethodChoice;
  readonly tipsAmount: number;
  readonly tipsForStore: number;
  readonly email: string | null;
  readonly returnUrl: string;
  readonly kioskMode: boolean;
}

/** POST /payment/order's body: the API decides the method from which fields are present. */
export function paymentRequest(input: PaymentRequestInput) {
  const { method } = input;
  const cardPays = method.type === 'online' || (method.type === 'membership' && method.second === 'online');
  const wechatPays = method.type === 'wechat' || (method.type === 'membership' && method.second === 'wechat');
  return {
    orderId: input.orderId,
    tipsAmount: input.tipsAmount,
    tipsForStore: input.tipsForStore,
    email: input.email,
    paymentMethodId: cardPays && !method.paymentToken ? method.cardId : null,
    paymentToken: cardPays ? method.paymentToken : null,
    paidByMembership: method.type === 'membership',
    payByWechat: wechatPays,
    captcha: method.type === 'offline' ? method.captcha : null,
    returnUrl: input.returnUrl,
    kioskMode: input.kioskMode,
  };
}

/** What went wrong, as a code the error dialog turns into a translated message. */
export type FailureKind =
  /** The server answered and refused: its message is shown. */
  | 'refused'
  /** No answer, or an answer that cannot be trusted: the order may have gone through. */
  | 'no-response'
  /** The browser is offline: nothing reached the server. */
  | 'offline'
  /** A bug on our side (spec 2 §8 pay_order_error_-100). */
  | 'unexpected';

export interface PaymentFailure {
  readonly kind: FailureKind;
  readonly code: string;
  readonly message: string;
}

export const UNEXPECTED_CODE = 'pay_order_error_-100';

interface ErrorLike {
  readonly status: number;
  readonly errorCode: string;
  readonly errorMsg: string;
}

function isErrorLike(error: unknown): error is ErrorLike {
  return (
    !!error &&
    typeof error === 'object' &&
    typeof (error as ErrorLike).status === 'number' &&
    typeof (error as ErrorLike).errorCode === 'string'
  );
}

/**
 * Classifies a failed call. A 5xx, a gateway error, an unreadable answer or a dropped connection
 * while online are all "no response": the server may have acted, so the caller must look the
 * payment up before calling it failed.
 */
export function classifyFailure(error: unknown, online: boolean): PaymentFailure {
  if (!isErrorLike(error)) {
    if (error instanceof Error && error.name === 'AbortError')
      return { kind: 'no-response', code: 'CLIENT_ERR_TIMEOUT', message: '' };
    return { kind: 'unexpected', code: UNEXPECTED_CODE, message: '' };
  }
  if (error.errorCode === 'CLIENT_ERR_OFFLINE')
    return { kind: online ? 'no-response' : 'offline', code: error.errorCode, message: '' };
  if (error.status === 0 || error.status >= 500 || error.errorCode === 'CLIENT_ERR_MALFORMED_RESPONSE')
    return { kind: 'no-response', code: error.errorCode, message: '' };
  return { kind: 'refused', code: error.errorCode, message: error.errorMsg };
}

/** Spec 2 §8: the error dialog hides its detail line for these codes. */
export function hidesErrorDetail(code: string): boolean {
  return code === 'ORD_ERR_DELIVERY_DISABLED' || code === 'ORD_ERR_PICK_UP_DISABLED';
}

/** Spec 2 §8: the captcha failure has its own dialog title ("Error Occured"). */
export function isCaptchaFailure(code: string): boolean {
  return code === 'CAPTCHA_ERR_INVALID';
}
