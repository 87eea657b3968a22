import { siteApi } from '@owa/shared';
import type { OrderPayload } from '@owa/shared/entities';
import * as v from 'valibot';
import { paymentRequest } from '../../../domain/payment-flow';
import type { PastRound } from '../../order-context';
import { PaymentAnswerSchema, PlacedOrderSchema } from '../payment/payment-api';
import { keepGuestToken } from './guest-tokens';

/** Spec 2 §9: the guest checkout gives up after 30 seconds. */
export const GUEST_CHECKOUT_TIMEOUT_MS = 30_000;

const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const RoundsSchema = v.looseObject({
  ...PlacedOrderSchema.entries,
  subOrderList: v.nullish(
    v.array(
      v.looseObject({
        seq: v.nullish(v.number()),
        orderItemList: v.nullish(
          v.array(
            v.looseObject({ code: v.nullish(text), name: v.nullish(v.string()), qty: v.nullish(v.number()) }),
          ),
        ),
      }),
    ),
  ),
});
type OrderWithRounds = v.InferOutput<typeof RoundsSchema>;

export interface GuestRoundResult {
  readonly orderId: string;
  readonly displayId: string | null;
  readonly rounds: readonly PastRound[];
}

function roundsOf(order: OrderWithRounds): PastRound[] {
  return (order.subOrderList ?? []).map((round, index) => ({
    seq: round.seq ?? index + 1,
    items: (round.orderItemList ?? []).map((item, line) => ({
      id: `${round.seq ?? index + 1}.${line}`,
      name: item.name ?? item.code ?? '',
      qty: item.qty ?? 1,
    })),
  }));
}

/**
 * Skip-checkout dine-in (spec 2 §2): the first round is created and paid in person at once (the
 * offline payment needs a solved captcha); a later round is added to the open order with
 * POST /order/{id}. One signal bounds the whole attempt.
 */
export async function placeGuestRound(input: {
  readonly payload: OrderPayload;
  readonly menu: string | null;
  readonly existingOrderId: string | null;
  readonly captcha: string | null;
}): Promise<GuestRoundResult> {
  const signal = AbortSignal.timeout(GUEST_CHECKOUT_TIMEOUT_MS);
  const api = siteApi();
  const storeId = String(input.payload.storeId);
  if (input.existingOrderId) {
    const order = await api.request(`/order/${encodeURIComponent(input.existingOrderId)}`, {
      method: 'POST',
      body: { subOrderList: input.payload.subOrderList, menu: input.menu ?? undefined },
      schema: RoundsSchema,
      storeId,
      silent: true,
      signal,
    });
    return { orderId: order.orderId, displayId: order.displayId ?? null, rounds: roundsOf(order) };
  }
  const order = await api.request('/order', {
    method: 'POST',
    query: { menu: input.menu ?? undefined },
    body: { ...input.payload, clientSubmitTime: new Date().toISOString() },
    schema: RoundsSchema,
    storeId,
    silent: true,
    signal,
  });
  keepGuestToken(order.orderId, order.guestToken);
  const paid = await api.request('/payment/order', {
    method: 'POST',
    body: paymentRequest({
      orderId: order.orderId,
      method: { type: 'offline', second: null, cardId: null, paymentToken: null, captcha: input.captcha },
      tipsAmount: 0,
      tipsForStore: 0,
      email: null,
      returnUrl: window.location.href,
      kioskMode: false,
    }),
    schema: PaymentAnswerSchema,
    silent: true,
    signal,
  });
  return {
    orderId: order.orderId,
    displayId: paid.displayId ?? order.displayId ?? null,
    rounds: roundsOf(order),
  };
}

/** Spec 3 §7: every guest checkout failure is reported with status 505. */
export function reportGuestFailure(storeId: string, error: unknown): void {
  void siteApi()
    .request('/order/error', {
      method: 'POST',
      body: { error: error instanceof Error ? error.message : String(error), statusCode: 505, storeId },
      schema: v.unknown(),
      silent: true,
    })
    .catch(() => undefined);
}
