import type { OrderBonus, OrderPayload } from '@owa/shared/entities';
import {
  classifyFailure,
  type PaymentFailure,
  type PaymentMethodChoice,
  paymentRequest,
} from '../../../domain/payment-flow';
import { paymentOutcome } from '../../../domain/payment-outcome';
import type { PaymentAnswer, PaymentApi, PaymentStatusAnswer } from './payment-api';

/** What the success dialog needs (spec 2 §3 "Order result"). */
export interface OrderDone {
  readonly orderId: string;
  readonly displayId: string | null;
  readonly scheduledTime: string | null;
  readonly pointsEarned: number;
  readonly orderBonus: OrderBonus | null;
}

export type PlaceOutcome =
  | { readonly kind: 'paid'; readonly order: OrderDone }
  /** WeChat: leave for its page; `success_handler` brings the diner back. */
  | { readonly kind: 'redirect'; readonly url: string; readonly orderId: string }
  /** 3-D Secure hosted by the processor: show it in the full-screen frame. */
  | { readonly kind: 'challenge'; readonly url: string; readonly orderId: string }
  /** Stripe: confirm the intent in the browser, then read the status back. */
  | { readonly kind: 'confirm'; readonly intentSecret: string; readonly orderId: string }
  | { readonly kind: 'failed'; readonly failure: PaymentFailure; readonly orderId: string | null };

export interface PlaceOrderInput {
  readonly payload: OrderPayload;
  readonly token: string;
  readonly menu: string | null;
  readonly method: PaymentMethodChoice;
  readonly tipsAmount: number;
  readonly tipsForStore: number;
  readonly email: string | null;
  readonly returnUrl: string;
  readonly kioskMode: boolean;
  /** The order's own scheduled time, kept for the success dialog. */
  readonly scheduledTime: string | null;
}

const SETTLED_ORDER = ['PAID', 'PAY_IN_PERSON'];

function done(
  orderId: string,
  answer: {
    readonly displayId?: string | null;
    readonly pointsEarned?: number | null;
    readonly orderBonus?: OrderBonus | null;
  },
  scheduledTime: string | null,
): OrderDone {
  return {
    orderId,
    displayId: answer.displayId ?? null,
    scheduledTime,
    pointsEarned: answer.pointsEarned ?? 0,
    orderBonus: answer.orderBonus ?? null,
  };
}

/**
 * Looks a payment up after an answer went missing (spec 2 §4): a payment that went through is a
 * success, one the processor refused is its message, anything else keeps the "might have been
 * submitted" failure rather than inviting a second charge blindly.
 */
export async function settleUnknown(
  api: PaymentApi,
  orderId: string,
  unknown: PaymentFailure,
  scheduledTime: string | null,
  stillPending: PaymentFailure = unknown,
): Promise<PlaceOutcome> {
  let status: PaymentStatusAnswer;
  try {
    status = await api.status(orderId);
  } catch {
    return { kind: 'failed', failure: unknown, orderId };
  }
  const outcome = paymentOutcome(status.status);
  if (outcome === 'success' || (status.status === 'pending' && status.paymentType === 'OFFLINE'))
    return { kind: 'paid', order: done(orderId, status, scheduledTime) };
  if (outcome === 'failure')
    return {
      kind: 'failed',
      failure: { kind: 'refused', code: status.status, message: status.errorMsg ?? '' },
      orderId,
    };
  return { kind: 'failed', failure: stillPending, orderId };
}

/** What the pay call's answer asks the browser to do next. */
function nextStep(answer: PaymentAnswer, orderId: string, scheduledTime: string | null): PlaceOutcome {
  if (answer.redirectUrl && answer.paymentType === 'WECHAT')
    return { kind: 'redirect', url: answer.redirectUrl, orderId };
  if (answer.redirectUrl) return { kind: 'challenge', url: answer.redirectUrl, orderId };
  if (answer.intentSecret && answer.status === 'requires_action')
    return { kind: 'confirm', intentSecret: answer.intentSecret, orderId };
  return { kind: 'paid', order: done(orderId, answer, scheduledTime) };
}

/**
 * Spec 2 §4 steps 1–5: create the order (its idempotency token makes a repeat the same order), then
 * pay it. An order the API already has as paid is not paid again.
 */
export async function placeOrder(
  api: PaymentApi,
  input: PlaceOrderInput,
  online: () => boolean,
): Promise<PlaceOutcome> {
  let orderId: string;
  try {
    const order = await api.createOrder(
      { ...input.payload, idempotencyToken: input.token, clientSubmitTime: new Date().toISOString() },
      input.menu,
    );
    orderId = order.orderId;
    const scheduledTime = order.scheduledTime ?? input.scheduledTime;
    if (order.paymentStatus && SETTLED_ORDER.includes(order.paymentStatus)) {
      return settleUnknown(
        api,
        orderId,
        { kind: 'no-response', code: 'CLIENT_ERR_TIMEOUT', message: '' },
        scheduledTime,
      );
    }
  } catch (error) {
    return { kind: 'failed', failure: classifyFailure(error, online()), orderId: null };
  }
  let answer: PaymentAnswer;
  try {
    answer = await api.pay(
      paymentRequest({
        orderId,
        method: input.method,
        tipsAmount: input.tipsAmount,
        tipsForStore: input.tipsForStore,
        email: input.email,
        returnUrl: input.returnUrl,
        kioskMode: input.kioskMode,
      }),
    );
  } catch (error) {
    const failure = classifyFailure(error, online());
    if (failure.kind === 'refused') return { kind: 'failed', failure, orderId };
    return settleUnknown(api, orderId, failure, input.scheduledTime);
  }
  return nextStep(answer, orderId, input.scheduledTime);
}

/**
 * After the 3-D Secure frame or Stripe's confirmation: the status decides. Still waiting means the
 * diner left the challenge unanswered: reported as the authorization failure, never as paid; an
 * unreachable status is "might have been submitted", never a refusal.
 */
export function settleAfterAction(
  api: PaymentApi,
  orderId: string,
  scheduledTime: string | null,
): Promise<PlaceOutcome> {
  return settleUnknown(
    api,
    orderId,
    { kind: 'no-response', code: 'CLIENT_ERR_TIMEOUT', message: '' },
    scheduledTime,
    { kind: 'refused', code: 'AUTH_REQUEST', message: '' },
  );
}
