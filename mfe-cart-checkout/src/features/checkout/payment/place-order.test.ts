import type { OrderPayload } from '@owa/shared/entities';
import { idempotencyToken } from '../../../domain/order-payload';
import type { PaymentAnswer, PaymentApi, PaymentStatusAnswer, PlacedOrder } from './payment-api';
import { placeOrder, settleAfterAction } from './place-order';

const payload: OrderPayload = {
  storeId: '1001',
  orderType: 'PICKUP',
  subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 1 }] }],
};
const input = {
  payload,
  token: 'tok-12345678',
  menu: 'ALLDAY',
  method: { type: 'online' as const, second: null, cardId: '7', paymentToken: null, captcha: null },
  tipsAmount: 0,
  tipsForStore: 0,
  email: null,
  returnUrl: 'http://x/owa',
  kioskMode: false,
  scheduledTime: null,
};
const noAnswer = Object.assign(new Error('x'), { status: 0, errorCode: 'CLIENT_ERR_OFFLINE', errorMsg: '' });

// The API's answers in the contract's shapes, with what each test is about set on top.
const placed = (paymentStatus: string): PlacedOrder => ({
  orderId: 'ORD-1',
  displayId: 'P1',
  storeId: '1001',
  customerId: 1001,
  orderType: 'PICKUP',
  orderStatus: 'SUBMITTED',
  createdDate: '2026-11-21T19:00:00.000Z',
  scheduledTime: null,
  subOrderList: [],
  subTotal: 3.99,
  discountTotal: 0,
  deliveryCharge: 0,
  taxTotal: 0.52,
  total: 4.51,
  paymentStatus,
});
const paymentAnswer = (answer: Partial<PaymentAnswer>): PaymentAnswer => ({
  paymentType: 'VISA',
  redirectUrl: null,
  intentSecret: null,
  orderId: 'ORD-1',
  displayId: 'P1',
  pointsEarned: 0,
  orderBonus: null,
  status: 'succeeded',
  ...answer,
});
const paymentStatus = (answer: Partial<PaymentStatusAnswer>): PaymentStatusAnswer => ({
  orderId: 'ORD-1',
  displayId: null,
  status: 'unpaid',
  paymentType: null,
  amount: 4.51,
  errorMsg: null,
  pointsEarned: 0,
  ...answer,
});

function api(overrides: Partial<PaymentApi>): PaymentApi {
  return {
    createOrder: async () => placed('UNPAID'),
    pay: async () => paymentAnswer({ status: 'succeeded', displayId: 'P1' }),
    status: async () => paymentStatus({ status: 'unpaid' }),
    ...overrides,
  };
}

test('a pay call that got no answer but went through is a success, never a card error', async () => {
  const outcome = await placeOrder(
    api({
      pay: () => Promise.reject(noAnswer),
      status: async () => paymentStatus({ status: 'succeeded', displayId: 'P1' }),
    }),
    input,
    () => true,
  );
  expect(outcome).toMatchObject({ kind: 'paid', order: { orderId: 'ORD-1', displayId: 'P1' } });
});

test('no answer and nothing paid: the "might have been submitted" failure, offline when offline', async () => {
  const failing = api({ pay: () => Promise.reject(noAnswer) });
  expect(await placeOrder(failing, input, () => true)).toMatchObject({
    kind: 'failed',
    failure: { kind: 'no-response' },
  });
  expect(await placeOrder(failing, input, () => false)).toMatchObject({
    kind: 'failed',
    failure: { kind: 'offline' },
  });
});

test('a refused card is its message; an already paid order is not paid again', async () => {
  const refused = Object.assign(new Error('x'), {
    status: 400,
    errorCode: 'PAY_ERR_CARD_DECLINED',
    errorMsg: 'Declined',
  });
  expect(await placeOrder(api({ pay: () => Promise.reject(refused) }), input, () => true)).toMatchObject({
    kind: 'failed',
    failure: { kind: 'refused', code: 'PAY_ERR_CARD_DECLINED', message: 'Declined' },
  });
  const pay = jest.fn();
  const paid = api({
    createOrder: async () => placed('PAID'),
    pay,
    status: async () => paymentStatus({ status: 'succeeded' }),
  });
  expect(await placeOrder(paid, input, () => true)).toMatchObject({ kind: 'paid' });
  expect(pay).not.toHaveBeenCalled();
});

test('3-D Secure: the challenge opens; an unanswered challenge is the authorization failure', async () => {
  const challenge = api({
    pay: async () => paymentAnswer({ status: 'requires_action', redirectUrl: '/api/v1/payment/challenge/p' }),
  });
  expect(await placeOrder(challenge, input, () => true)).toMatchObject({
    kind: 'challenge',
    orderId: 'ORD-1',
  });
  const waiting = api({ status: async () => paymentStatus({ status: 'requires_action' }) });
  expect(await settleAfterAction(waiting, 'ORD-1', null)).toMatchObject({
    failure: { code: 'AUTH_REQUEST' },
  });
});

test('the token is stable for the same cart and changes with it', () => {
  const other: OrderPayload = { ...payload, orderNotes: 'no salt' };
  expect(idempotencyToken('cart-abc', payload)).toBe(idempotencyToken('cart-abc', { ...payload }));
  expect(idempotencyToken('cart-abc', payload)).not.toBe(idempotencyToken('cart-abc', other));
  expect(idempotencyToken('cart-abc', payload)).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
});

test('WeChat answers a redirect to its page', async () => {
  const wechat = api({
    pay: async () =>
      paymentAnswer({
        paymentType: 'WECHAT',
        redirectUrl: '/api/v1/payment/wechat/p',
        status: 'requires_action',
      }),
  });
  expect(await placeOrder(wechat, input, () => true)).toEqual({
    kind: 'redirect',
    url: '/api/v1/payment/wechat/p',
    orderId: 'ORD-1',
  });
});
