import { paymentRequest } from '../../../domain/payment-flow';
import { cardFormErrors, parseExpiry } from './card-form';
import { methodChoice, optionsFor, usesNewCard, walletChoice } from './payment-selection';

const visa = { id: 'c1', no: '•••• 4242', brand: 'VISA', expiredMonth: 12, expiredYear: 2030 };

test('options: the wallet, each saved card then a new card, WeChat and in person as allowed', () => {
  expect(optionsFor(['membership', 'online', 'offline'], [visa])).toEqual([
    'membership',
    'card:c1',
    'card:new',
    'offline',
  ]);
});

test('the request names one method: saved card, wallet with a card or WeChat, in person with the captcha', () => {
  const base = {
    orderId: 'O1',
    tipsAmount: 1,
    tipsForStore: 0,
    email: null,
    returnUrl: '/x',
    kioskMode: false,
  };
  const saved = paymentRequest({
    ...base,
    method: methodChoice({ primary: 'card:c1', second: null, captcha: null }, null, null),
  });
  expect(saved).toMatchObject({
    paymentMethodId: 'c1',
    paidByMembership: false,
    payByWechat: false,
    captcha: null,
  });
  const wallet = paymentRequest({
    ...base,
    method: methodChoice({ primary: 'membership', second: 'card:new', captcha: null }, 'n9', null),
  });
  expect(wallet).toMatchObject({ paymentMethodId: 'n9', paidByMembership: true, payByWechat: false });
  const wechat = paymentRequest({
    ...base,
    method: methodChoice({ primary: 'membership', second: 'wechat', captcha: null }, null, null),
  });
  expect(wechat).toMatchObject({ paymentMethodId: null, paidByMembership: true, payByWechat: true });
  const offline = paymentRequest({
    ...base,
    method: methodChoice({ primary: 'offline', second: null, captcha: 'tok' }, null, null),
  });
  expect(offline).toMatchObject({ paymentMethodId: null, paymentToken: null, captcha: 'tok' });
  const stripe = paymentRequest({
    ...base,
    method: methodChoice({ primary: 'card:new', second: null, captcha: null }, null, 'pm_1'),
  });
  expect(stripe).toMatchObject({ paymentMethodId: null, paymentToken: 'pm_1' });
  // Apple Pay / Google Pay: the whole bill by the wallet's payment method, whatever the radios say.
  expect(paymentRequest({ ...base, method: walletChoice('pm_wallet') })).toMatchObject({
    paymentMethodId: null,
    paymentToken: 'pm_wallet',
    paidByMembership: false,
    payByWechat: false,
    captcha: null,
  });
  expect(usesNewCard({ primary: 'membership', second: 'card:new', captcha: null })).toBe(true);
});

test('new card form: Luhn, expiry through its month, CVC length', () => {
  const now = new Date(2026, 10, 22);
  const good = { name: 'Jane', number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', postalCode: '' };
  expect(cardFormErrors(good, now)).toEqual({});
  expect(cardFormErrors({ ...good, number: '4242 4242 4242 4241' }, now)).toEqual({ number: 'number' });
  expect(cardFormErrors({ ...good, expiry: '10/26' }, now)).toEqual({ expiry: 'expired' });
  expect(cardFormErrors({ ...good, cvc: '12' }, now)).toEqual({ cvc: 'cvc' });
  expect(cardFormErrors({ ...good, name: ' ' }, now)).toEqual({ name: 'required' });
  expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 });
  expect(parseExpiry('13/30')).toBeNull();
});
