import {
  type CartErrorInput,
  cartErrorSnack,
  cartErrors,
  checkoutBlocks,
  hasCartError,
  isCheckoutBlocked,
} from './cart-errors';
import {
  availablePaymentTypes,
  enabledSettingMethods,
  membershipSplit,
  needsSecondMethod,
  offlineNeedsCaptcha,
  paymentChoiceError,
} from './payment';

const clean: CartErrorInput = {
  allOrderTypesDisabled: false,
  storeClosed: false,
  hasSlots: true,
  couponInvalid: false,
  lines: [{ code: 'FRIES', qty: 1 }],
  orderTypeDisabledUntilFuture: false,
  orderTypeAllowed: true,
  daysAvailable: true,
  belowMinimum: false,
  punchCards: [],
  discountUnused: false,
  validationErrors: [],
};

describe('spec 2 §5 cart error state', () => {
  it('no condition, no error', () => {
    expect(cartErrors(clean)).toEqual([]);
    expect(hasCartError(clean)).toBe(false);
  });

  it.each<[string, Partial<CartErrorInput>, string]>([
    ['all order types disabled', { allOrderTypesDisabled: true }, 'all-order-types-disabled'],
    ['store closed', { storeClosed: true }, 'store-closed'],
    ['no slots', { hasSlots: false }, 'no-slots'],
    ['invalid coupon', { couponInvalid: true }, 'invalid-coupon'],
    ['a line with errors', { lines: [{ code: 'A', qty: 1, errors: [{ errorMsg: 'x' }] }] }, 'line-errors'],
    [
      'a child line with errors',
      { lines: [{ code: 'A', qty: 1, childItemList: [{ code: 'B', qty: 1, errors: [{ errorMsg: 'x' }] }] }] },
      'line-errors',
    ],
    ['order type disabled until a date', { orderTypeDisabledUntilFuture: true }, 'order-type-disabled'],
    ['order type not allowed', { orderTypeAllowed: false }, 'order-type-not-allowed'],
    ['no days available', { daysAvailable: false }, 'no-days-available'],
    ['minimum not met', { belowMinimum: true }, 'minimum-not-met'],
    ['punch card error', { punchCards: [{ errors: [{ errorMsg: 'x' }] }] }, 'punch-card-error'],
    ['discount unused', { discountUnused: true }, 'discount-unused'],
    ['server validation errors', { validationErrors: [{ errorCode: 'ORD_ERR_X' }] }, 'server-validation'],
  ])('%s is a cart error', (_name, change, kind) => {
    expect(cartErrors({ ...clean, ...change })).toEqual([kind]);
    expect(hasCartError({ ...clean, ...change })).toBe(true);
  });

  it('the snack reads "Cart error: " plus the message, only with a non-empty cart', () => {
    expect(cartErrorSnack('Store closed', false)).toBe('Cart error: Store closed');
    expect(cartErrorSnack('Store closed', true)).toBeUndefined();
    expect(cartErrorSnack('  ', false)).toBeUndefined();
  });
});

describe('spec 2 §5 checkout blocking', () => {
  const ok = { hasCartError: false, cartEmpty: false, hasExistingOrder: false, orderTypeDisabled: false };
  it('proceeds with a clean, non-empty cart', () => {
    expect(isCheckoutBlocked(ok)).toBe(false);
  });
  it('blocks on a cart error, an empty cart without existing order, a disabled order type', () => {
    expect(checkoutBlocks({ ...ok, hasCartError: true })).toEqual(['cart-error']);
    expect(checkoutBlocks({ ...ok, cartEmpty: true })).toEqual(['empty-cart']);
    expect(checkoutBlocks({ ...ok, cartEmpty: true, hasExistingOrder: true })).toEqual([]);
    expect(checkoutBlocks({ ...ok, orderTypeDisabled: true })).toEqual(['order-type-disabled']);
  });
});

describe('spec 2 §4 payment type selection', () => {
  const base = { orderType: 'PICKUP', paymentSettings: null, isLoggedIn: true, hasMembershipBalance: true };

  it('a member with a balance sees membership and card; settings add WeChat and in-person', () => {
    expect(availablePaymentTypes(base)).toEqual(['membership', 'online']);
    const settings = { DINE_IN: ['OFFLINE'], ALL: 'WECHAT' };
    expect(availablePaymentTypes({ ...base, orderType: 'DINE_IN', paymentSettings: settings })).toEqual([
      'membership',
      'online',
      'wechat',
      'offline',
    ]);
    expect(availablePaymentTypes({ ...base, paymentSettings: settings })).toEqual([
      'membership',
      'online',
      'wechat',
    ]);
  });

  it('guests pay in person only where allowed', () => {
    const guest = { ...base, isLoggedIn: false, hasMembershipBalance: false };
    expect(
      availablePaymentTypes({
        ...guest,
        orderType: 'DINE_IN',
        paymentSettings: { DINE_IN: 'OFFLINE, WECHAT' },
      }),
    ).toEqual(['offline']);
    expect(availablePaymentTypes(guest)).toEqual([]);
  });

  it('a coupon limit narrows the methods', () => {
    expect(availablePaymentTypes({ ...base, couponPaymentMethods: ['credit_card'] })).toEqual(['online']);
    expect(availablePaymentTypes({ ...base, couponPaymentMethods: [] })).toEqual(['membership', 'online']);
  });

  it('reads settings lists, comma strings and ignores other values', () => {
    expect([...enabledSettingMethods({ PICKUP: 5, ALL: ['offline', 3] }, 'PICKUP')]).toEqual(['OFFLINE']);
  });
});

describe('spec 2 §5 payment method must be chosen; short membership needs a second', () => {
  it('no method: "Please select a payment method"', () => {
    expect(paymentChoiceError({ primary: null, balanceCents: 0, billCents: 100 })).toBe(
      'Please select a payment method',
    );
  });
  it('membership covering the bill is enough; a short balance needs a second method', () => {
    expect(needsSecondMethod(2000, 2500)).toBe(true);
    expect(needsSecondMethod(2500, 2500)).toBe(false);
    expect(
      paymentChoiceError({ primary: 'membership', balanceCents: 2500, billCents: 2500 }),
    ).toBeUndefined();
    expect(paymentChoiceError({ primary: 'membership', balanceCents: 2000, billCents: 2500 })).toBe(
      'Insufficient balance, second payment method required',
    );
    expect(
      paymentChoiceError({
        primary: 'membership',
        second: 'membership',
        balanceCents: 2000,
        billCents: 2500,
      }),
    ).toBe('Insufficient balance, second payment method required');
    expect(
      paymentChoiceError({ primary: 'membership', second: 'online', balanceCents: 2000, billCents: 2500 }),
    ).toBeUndefined();
    expect(paymentChoiceError({ primary: 'membership', balanceCents: 0, billCents: 2500 })).toBe(
      'Insufficient membership balance',
    );
    expect(paymentChoiceError({ primary: 'online', balanceCents: 0, billCents: 2500 })).toBeUndefined();
  });
  it('splits the bill between the wallet and the second method', () => {
    expect(membershipSplit(2000, 2500)).toEqual({ membershipCents: 2000, secondCents: 500 });
    expect(membershipSplit(3000, 2500)).toEqual({ membershipCents: 2500, secondCents: 0 });
  });
  it('offline payment needs a captcha token', () => {
    expect(offlineNeedsCaptcha('offline', '')).toBe(true);
    expect(offlineNeedsCaptcha('offline', 'tok')).toBe(false);
    expect(offlineNeedsCaptcha('online', null)).toBe(false);
  });
});
