import { siteApi } from '@owa/shared';
import {
  type Order,
  OrderSchema,
  type PaymentAnswer,
  PaymentAnswerSchema,
  type PaymentStatusAnswer,
  PaymentStatusAnswerSchema,
} from '@owa/shared/api';
import { type OrderPayload, SavedCardListSchema, SavedCardSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import type { paymentRequest } from '../../../domain/payment-flow';
import { keepGuestToken } from '../guest/guest-tokens';

// The answers are validated with the API contract's schemas (the ones its OpenAPI document is made of).
/** POST /order's answer: the order. */
export const PlacedOrderSchema = OrderSchema;
export type PlacedOrder = Order;
export type { PaymentAnswer, PaymentStatusAnswer };
export { PaymentAnswerSchema, PaymentStatusAnswerSchema };

export interface PaymentApi {
  createOrder(payload: OrderPayload, menu: string | null): Promise<PlacedOrder>;
  pay(request: ReturnType<typeof paymentRequest>): Promise<PaymentAnswer>;
  status(orderId: string): Promise<PaymentStatusAnswer>;
}

/** The payment calls through the page's API client; errors are shown by the checkout's dialog, not snacks. */
export const sitePaymentApi: PaymentApi = {
  createOrder: async (payload, menu) => {
    const order = await siteApi().request('/order', {
      method: 'POST',
      query: { menu: menu ?? undefined },
      body: payload,
      schema: PlacedOrderSchema,
      storeId: String(payload.storeId),
      silent: true,
      signal: AbortSignal.timeout(30_000),
    });
    keepGuestToken(order.orderId, order.guestToken);
    return order;
  },
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
