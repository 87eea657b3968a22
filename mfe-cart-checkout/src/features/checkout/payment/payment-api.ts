import { siteApi } from '@owa/shared';
import {
  OrderBonusSchema,
  type OrderPayload,
  SavedCardListSchema,
  SavedCardSchema,
} from '@owa/shared/entities';
import * as v from 'valibot';
import type { paymentRequest } from '../../../domain/payment-flow';

const nullishString = v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]));

/** POST /order's answer: only what the checkout reads. */
export const PlacedOrderSchema = v.looseObject({
  orderId: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  displayId: nullishString,
  scheduledTime: nullishString,
  paymentStatus: v.nullish(v.string()),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** POST /payment/order's answer (spec 2 §3 payment response) with the API's status. */
export const PaymentAnswerSchema = v.looseObject({
  paymentType: v.nullish(v.string()),
  redirectUrl: v.nullish(v.string()),
  intentSecret: v.nullish(v.string()),
  orderId: nullishString,
  displayId: nullishString,
  pointsEarned: v.nullish(v.number()),
  orderBonus: v.nullish(v.looseObject({ ...OrderBonusSchema.entries })),
  status: v.nullish(v.string()),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerSchema>;

/** GET /payment/{orderId}. */
export const PaymentStatusAnswerSchema = v.looseObject({
  orderId: nullishString,
  displayId: nullishString,
  status: v.string(),
  paymentType: v.nullish(v.string()),
  errorMsg: v.nullish(v.string()),
  pointsEarned: v.nullish(v.number()),
});
export type PaymentStatusAnswer = v.InferOutput<typeof PaymentStatusAnswerSchema>;

export interface PaymentApi {
  createOrder(payload: OrderPayload, menu: string | null): Promise<PlacedOrder>;
  pay(request: ReturnType<typeof paymentRequest>): Promise<PaymentAnswer>;
  status(orderId: string): Promise<PaymentStatusAnswer>;
}

/** The payment calls through the page's API client; errors are shown by the checkout's dialog, not snacks. */
export const sitePaymentApi: PaymentApi = {
  createOrder: (payload, menu) =>
    siteApi().request('/order', {
      method: 'POST',
      query: { menu: menu ?? undefined },
      body: payload,
      schema: PlacedOrderSchema,
      storeId: String(payload.storeId),
      silent: true,
      signal: AbortSignal.timeout(30_000),
    }),
  pay: (request) =>
    siteApi().request('/payment/order', {
      method: 'POST',
      body: request,
      schema: PaymentAnswerSchema,
      silent: true,
      signal: AbortSignal.timeout(45_000),
    }),
  status: (orderId) =>
    siteApi().request(`/payment/${encodeURIComponent(orderId)}`, {
      schema: PaymentStatusAnswerSchema,
      silent: true,
      signal: AbortSignal.timeout(20_000),
    }),
};

export function fetchSavedCards() {
  return siteApi().request('/customer/paymentMethod', { schema: SavedCardListSchema, silent: true });
}

export interface NewCard {
  readonly name: string;
  readonly no: string;
  readonly expiredMonth: number;
  readonly expiredYear: number;
  readonly csv: string;
  readonly postalCode: string | null;
  readonly country: string | null;
}

/** The simulated processor tokenises a new card when it is saved; the payment then names the card. */
export function saveCard(card: NewCard) {
  return siteApi().request('/customer/paymentMethod', {
    method: 'POST',
    body: card,
    schema: SavedCardSchema,
    silent: true,
  });
}

export function deleteCard(id: string) {
  return siteApi().request(`/customer/paymentmethod/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: v.unknown(),
    silent: true,
  });
}
