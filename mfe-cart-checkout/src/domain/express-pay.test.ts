import { elementsAmount, expressOffered, walletsToShow } from './express-pay';

describe('express wallet pay rules', () => {
  it('creates Elements with the bill in cents, never below Stripe’s minimum', () => {
    expect(elementsAmount(564)).toBe(564);
    expect(elementsAmount(12)).toBe(50);
    expect(elementsAmount(0)).toBe(50);
    expect(elementsAmount(1999.6)).toBe(2000);
  });

  it('shows only the wallets the browser can pay with, and nothing when none', () => {
    expect(walletsToShow(undefined)).toEqual([]);
    expect(walletsToShow({ googlePay: true, applePay: false, link: true })).toEqual(['googlePay']);
    expect(walletsToShow({ applePay: true, googlePay: true, paypal: true })).toEqual([
      'applePay',
      'googlePay',
    ]);
    expect(walletsToShow({ link: true, paypal: true })).toEqual([]);
  });

  it('is offered with a Stripe key where a card may pay', () => {
    expect(expressOffered('pk_test_x', ['online', 'offline'])).toBe(true);
    expect(expressOffered(null, ['online'])).toBe(false);
    expect(expressOffered('pk_test_x', ['offline', 'membership'])).toBe(false);
  });
});
