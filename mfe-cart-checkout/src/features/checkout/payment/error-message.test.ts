import { classifyFailure } from '../../../domain/payment-flow';
import { checkoutMessages as m } from '../messages';
import { errorDialogContent } from './error-message';
import { loadStripeKey } from './stripe-config';

const refused = (code: string, message = '') => errorDialogContent({ kind: 'refused', code, message });

test('spec 2 §8: no response and offline have their own messages and no code line', () => {
  expect(errorDialogContent({ kind: 'no-response', code: 'HTTP_502', message: '' })).toMatchObject({
    body: m.paymentNoResponse,
    code: null,
  });
  expect(errorDialogContent({ kind: 'offline', code: 'CLIENT_ERR_OFFLINE', message: '' }).body).toBe(
    m.paymentOffline,
  );
  expect(errorDialogContent({ kind: 'unexpected', code: 'x', message: '' }).code).toBe(
    'pay_order_error_-100',
  );
});

test('the detail line is hidden for the two disabled codes; the captcha has its own title', () => {
  expect(refused('ORD_ERR_PICK_UP_DISABLED', 'Pickup is off').code).toBeNull();
  expect(refused('ORD_ERR_DELIVERY_DISABLED', 'Delivery is off').code).toBeNull();
  expect(refused('ORD_ERR_0039', 'Too small').code).toBe('ORD_ERR_0039');
  expect(refused('CAPTCHA_ERR_INVALID')).toMatchObject({
    title: m.paymentErrorOccured,
    body: m.paymentCaptchaError,
  });
});

test('a refused card keeps the processor wording and the statement notice; server HTML is passed for sanitising', () => {
  expect(refused('PAY_ERR_CARD_DECLINED', 'Your card was declined.')).toMatchObject({
    body: { html: 'Your card was declined.' },
    chargeNotice: true,
  });
  expect(refused('PAY_ERR_CARD_DECLINED').body).toBe(m.paymentCardFailure);
  expect(refused('AUTH_FAILED').body).toBe(m.paymentAuthFailed);
  expect(refused('PAY_ERR_INVALID_CVC', 'bad').body).toBe(m.paymentInvalidCvc);
});

test('a failed WeChat payment shows no statement notice: no card was held', () => {
  const failure = { kind: 'refused', code: 'CHARGE_FAILED', message: '' } as const;
  expect(errorDialogContent(failure).chargeNotice).toBe(true);
  expect(errorDialogContent(failure, 'wechat')).toMatchObject({
    body: m.paymentCardFailure,
    chargeNotice: false,
  });
  expect(errorDialogContent({ ...failure, code: 'AUTH_FAILED' }, 'wechat').chargeNotice).toBe(false);
});

test('5xx, unreadable answers and dropped connections while online are "no response"', () => {
  const error = (status: number, errorCode: string) => ({ status, errorCode, errorMsg: 'x' });
  expect(classifyFailure(error(502, 'HTTP_502'), true).kind).toBe('no-response');
  expect(classifyFailure(error(200, 'CLIENT_ERR_MALFORMED_RESPONSE'), true).kind).toBe('no-response');
  expect(classifyFailure(error(0, 'CLIENT_ERR_OFFLINE'), true).kind).toBe('no-response');
  expect(classifyFailure(error(0, 'CLIENT_ERR_OFFLINE'), false).kind).toBe('offline');
  expect(classifyFailure(error(400, 'PAY_ERR_CARD_DECLINED'), true)).toMatchObject({
    kind: 'refused',
    message: 'x',
  });
  expect(classifyFailure(new TypeError('boom'), true).kind).toBe('unexpected');
});

test('Stripe is used only with a configured publishable key', async () => {
  const answer = (body: unknown, ok = true) =>
    (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
  expect(await loadStripeKey(answer({ stripePublishableKey: 'pk_test_abc123' }), '/r/')).toBe(
    'pk_test_abc123',
  );
  expect(await loadStripeKey(answer({ stripePublishableKey: null }), '/r/')).toBeNull();
  expect(await loadStripeKey(answer({ stripePublishableKey: 'sk_live_secret' }), '/r/')).toBeNull();
  expect(await loadStripeKey(answer({}, false), '/r/')).toBeNull();
});
