import { type CartActionInput, cartMainAction } from './cart-action';
import {
  checkoutContactError,
  isEmailValid,
  serviceRequestCheck,
  serviceRequestFailure,
} from './checkout-form';
import {
  allowedDeliveryMessages,
  deliveryMessageFor,
  deliveryTotalsTbd,
  firstValidProvider,
  hasPostalCode,
  providerFeeChip,
} from './delivery';
import {
  paymentOutcome,
  serverErrorEffects,
  shouldOpenMapsReview,
  shouldSubmitRating,
} from './payment-outcome';

describe('spec 2 §2 delivery provider cards', () => {
  it('out of range reads "Delivery fee: TBD"; other errors hide the chip', () => {
    expect(
      providerFeeChip({
        provider: 'COURIER',
        valid: false,
        errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
      }),
    ).toBe('Delivery fee: TBD');
    expect(
      providerFeeChip({ provider: 'COURIER', valid: false, errorCode: 'ORD_ERR_OTHER', cost: 499 }),
    ).toBeUndefined();
  });

  it('shows cents as dollars, "Starting at" unless the cost is fixed', () => {
    expect(providerFeeChip({ provider: 'COURIER', valid: true, cost: 499 })).toBe('Starting at $4.99');
    expect(providerFeeChip({ provider: 'TINY_MILE', valid: true, cost: 299, fixedCost: true })).toBe('$2.99');
    expect(providerFeeChip({ provider: 'COURIER', valid: true })).toBeUndefined();
  });
});

describe('spec 2 §4 delivery address validation', () => {
  it('chooses the first valid provider', () => {
    const details = [
      { provider: 'TINY_MILE', valid: false },
      { provider: 'COURIER', valid: true },
    ];
    expect(firstValidProvider(details)).toBe('COURIER');
    expect(firstValidProvider([{ provider: 'TINY_MILE', valid: false }])).toBeUndefined();
    expect(firstValidProvider(null)).toBeUndefined();
  });

  it('TINY_MILE allows only meet_outside; others keep the choice or default to meet at door', () => {
    expect(allowedDeliveryMessages('TINY_MILE')).toEqual(['meet_outside']);
    expect(allowedDeliveryMessages('COURIER')).toHaveLength(3);
    expect(deliveryMessageFor('TINY_MILE', 'meet_at_door')).toBe('meet_outside');
    expect(deliveryMessageFor('COURIER', 'leave_at_door')).toBe('leave_at_door');
    expect(deliveryMessageFor('COURIER', null)).toBe('meet_at_door');
  });

  it('spec 2 §5 an address needs a postal code', () => {
    expect(hasPostalCode({ postCode: 'M5J 2J2' })).toBe(true);
    expect(hasPostalCode({ postCode: ' ' })).toBe(false);
    expect(hasPostalCode(null)).toBe(false);
  });

  it('totals show TBD until the address is set and the delivery minimum met', () => {
    expect(deliveryTotalsTbd({ orderType: 'DELIVERY', addressSet: false, belowMinimum: false })).toBe(true);
    expect(deliveryTotalsTbd({ orderType: 'DELIVERY', addressSet: true, belowMinimum: true })).toBe(true);
    expect(deliveryTotalsTbd({ orderType: 'DELIVERY', addressSet: true, belowMinimum: false })).toBe(false);
    expect(deliveryTotalsTbd({ orderType: 'PICKUP', addressSet: false, belowMinimum: true })).toBe(false);
  });
});

describe('spec 2 §2 cart main action button', () => {
  const base: CartActionInput = {
    cartEmpty: false,
    orderType: 'PICKUP',
    isLoggedIn: true,
    guestMayProceed: false,
    hasTable: false,
    inMessengerBrowser: false,
    hasExistingOrder: false,
    skipCheckout: false,
    hasDeliveryAddress: false,
  };

  it.each<[string, Partial<CartActionInput>, string]>([
    ['empty cart', { cartEmpty: true }, 'start-shopping'],
    ['guest not allowed to proceed', { isLoggedIn: false }, 'login'],
    [
      'guest allowed (dine-in guest path)',
      { isLoggedIn: false, guestMayProceed: true, orderType: 'DINE_IN', hasTable: true, skipCheckout: true },
      'pay-offline-now',
    ],
    ['dine-in without a table', { orderType: 'DINE_IN' }, 'scan-table-qr'],
    [
      'dine-in without a table in a messenger browser',
      { orderType: 'DINE_IN', inMessengerBrowser: true },
      'enter-table',
    ],
    [
      'dine-in skipping checkout, first order',
      { orderType: 'DINE_IN', hasTable: true, skipCheckout: true },
      'pay-offline-now',
    ],
    [
      'dine-in skipping checkout, existing order',
      { orderType: 'DINE_IN', hasTable: true, skipCheckout: true, hasExistingOrder: true },
      'add-sub-order',
    ],
    ['dine-in with a table', { orderType: 'DINE_IN', hasTable: true }, 'checkout'],
    ['delivery without an address', { orderType: 'DELIVERY' }, 'enter-address'],
    ['delivery with an address', { orderType: 'DELIVERY', hasDeliveryAddress: true }, 'checkout'],
    ['pickup', {}, 'checkout'],
  ])('%s', (_name, change, action) => {
    expect(cartMainAction({ ...base, ...change })).toBe(action);
  });
});

describe('spec 2 §4 payment and submission flow', () => {
  it('succeeded and requires_capture succeed; AUTH/CHARGE request or failure fail; others pend', () => {
    expect(paymentOutcome('succeeded')).toBe('success');
    expect(paymentOutcome('requires_capture')).toBe('success');
    for (const status of ['AUTH_REQUEST', 'AUTH_FAILED', 'CHARGE_REQUEST', 'CHARGE_FAILED']) {
      expect(paymentOutcome(status)).toBe('failure');
    }
    expect(paymentOutcome('processing')).toBe('pending');
    expect(paymentOutcome(null)).toBe('pending');
  });

  it('the rating is sent only above 0; the maps review opens at the threshold with a place id', () => {
    expect(shouldSubmitRating(0)).toBe(false);
    expect(shouldSubmitRating(4)).toBe(true);
    expect(shouldSubmitRating(null)).toBe(false);
    expect(shouldOpenMapsReview({ placeId: 'p', rating: 4, averageRatingToSendToGoogle: 4 })).toBe(true);
    expect(shouldOpenMapsReview({ placeId: 'p', rating: 3, averageRatingToSendToGoogle: 4 })).toBe(false);
    expect(shouldOpenMapsReview({ placeId: null, rating: 5, averageRatingToSendToGoogle: 4 })).toBe(false);
    expect(shouldOpenMapsReview({ placeId: 'p', rating: 5, averageRatingToSendToGoogle: null })).toBe(false);
  });
});

describe('spec 2 §8 server error codes', () => {
  it('maps each code to what it clears', () => {
    expect(serverErrorEffects('GENERAL_ERR_STORE_NOT_FOUND')).toEqual({ notFound: true });
    expect(serverErrorEffects('USR_ERR_0030')).toEqual({ logout: true });
    expect(serverErrorEffects('ORD_ERR_INVALID_DYNAMIC_QRCODE_VC')).toEqual({
      clearCheckoutInfo: true,
      clearCart: true,
      clearCoupon: true,
      clearRewards: true,
    });
    expect(serverErrorEffects('COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND')).toEqual({ clearCouponCode: true });
    expect(serverErrorEffects('ORD_ERR_SCHEDULED_TIME_INVALID')).toEqual({
      resetCart: true,
      clearCheckoutInfo: true,
    });
    expect(serverErrorEffects('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED')).toEqual({ clearSchedule: true });
    expect(serverErrorEffects('ORD_ERR_DELIVERY_DISABLED')).toEqual({ hideErrorDetail: true });
    expect(serverErrorEffects('ORD_ERR_PICK_UP_DISABLED')).toEqual({ hideErrorDetail: true });
    expect(serverErrorEffects('ORD_ERR_0027')).toEqual({ belowMinimum: 'DELIVERY' });
    expect(serverErrorEffects('ORD_ERR_0039')).toEqual({ belowMinimum: 'PICKUP' });
    expect(serverErrorEffects('ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE')).toEqual({ deliveryFeeTbd: true });
    expect(serverErrorEffects('SOMETHING_ELSE')).toEqual({});
    expect(serverErrorEffects(undefined)).toEqual({});
  });
});

describe('spec 2 §5 checkout contact fields', () => {
  const ok = { firstname: 'Jane', phoneNumber: '4165550100', email: 'jane@example.com' };
  it('passes with name, phone and a valid e-mail; unit number optional', () => {
    expect(checkoutContactError(ok)).toBeUndefined();
    expect(checkoutContactError({ ...ok, unitNumber: null })).toBeUndefined();
  });
  it("missing required fields: 'Please fill in all required fields'", () => {
    expect(checkoutContactError({ ...ok, firstname: ' ' })).toBe('Please fill in all required fields');
    expect(checkoutContactError({ ...ok, phoneNumber: null })).toBe('Please fill in all required fields');
    expect(checkoutContactError({ ...ok, email: '' })).toBe('Please fill in all required fields');
    expect(checkoutContactError({ ...ok, email: '', emailReceipt: false })).toBeUndefined();
  });
  it("a bad e-mail: 'E-mail is invalid'", () => {
    expect(checkoutContactError({ ...ok, email: 'jane@' })).toBe('E-mail is invalid');
    expect(checkoutContactError({ ...ok, email: 'jane example.com', emailReceipt: false })).toBe(
      'E-mail is invalid',
    );
    expect(isEmailValid(' jane@example.com ')).toBe(true);
  });
});

describe('spec 3 §4 service request', () => {
  it('needs a table, then a login unless anonymous dine-in is allowed', () => {
    expect(serviceRequestCheck({ hasTable: false, isLoggedIn: true, anonymousDineInAllowed: true })).toBe(
      'needs-table',
    );
    expect(serviceRequestCheck({ hasTable: true, isLoggedIn: false, anonymousDineInAllowed: false })).toBe(
      'needs-login',
    );
    expect(serviceRequestCheck({ hasTable: true, isLoggedIn: false, anonymousDineInAllowed: true })).toBe(
      'ok',
    );
    expect(serviceRequestCheck({ hasTable: true, isLoggedIn: true, anonymousDineInAllowed: false })).toBe(
      'ok',
    );
  });
  it("spec 3 §8 failure reads 'Failed:' and the message", () => {
    expect(serviceRequestFailure('Table closed')).toBe('Failed: Table closed');
    expect(serviceRequestFailure(null)).toBe('Failed:');
  });
});
