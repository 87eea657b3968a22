import type { DeliveryProviderDetail } from '@owa/shared/entities';
import { cartNotices, noticeKey } from './cart-messages';
import { deliveryProblemOf, feeChip, pickProvider } from './delivery-validation';

const courier: DeliveryProviderDetail = {
  provider: 'COURIER',
  valid: true,
  cost: 399,
  fixedCost: false,
  errorCode: null,
};
const robot: DeliveryProviderDetail = {
  provider: 'TINY_MILE',
  valid: true,
  cost: 299,
  fixedCost: true,
  errorCode: null,
};
const far = (detail: DeliveryProviderDetail): DeliveryProviderDetail => ({
  ...detail,
  valid: false,
  errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
});

describe('provider choice after validate_providers (spec 2 §4 "Delivery address validation")', () => {
  it('keeps the diner’s provider while it is valid, else the first valid one', () => {
    expect(pickProvider([courier, robot], 'TINY_MILE')).toEqual({ kind: 'use', provider: 'TINY_MILE' });
    expect(pickProvider([courier, far(robot)], 'TINY_MILE')).toEqual({ kind: 'use', provider: 'COURIER' });
    expect(pickProvider([courier, robot], null)).toEqual({ kind: 'use', provider: 'COURIER' });
  });

  it('none valid: out of range when every provider says so, unavailable when delivery is off, else no provider', () => {
    expect(pickProvider([far(courier), far(robot)], null)).toEqual({
      kind: 'problem',
      problem: 'out-of-range',
    });
    const disabled = { ...courier, valid: false, errorCode: 'ORD_ERR_DELIVERY_DISABLED' };
    expect(pickProvider([disabled], null)).toEqual({ kind: 'problem', problem: 'unavailable' });
    const invalid = { ...courier, valid: false, errorCode: 'ORD_ERR_DELIVERY_ADDRESS_INVALID' };
    expect(pickProvider([far(robot), invalid], null)).toEqual({ kind: 'problem', problem: 'no-provider' });
    expect(pickProvider([], null)).toEqual({ kind: 'problem', problem: 'no-provider' });
  });

  it('server codes become the problems the dialog words; anything else is a failed check', () => {
    expect(deliveryProblemOf('ORD_ERR_DELIVERY_ADDRESS_INVALID')).toBe('invalid');
    expect(deliveryProblemOf('ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE')).toBe('out-of-range');
    expect(deliveryProblemOf('ORD_ERR_DELIVERY_PROVIDER_UNSUPPORTED')).toBe('unsupported');
    expect(deliveryProblemOf('CLIENT_ERR_OFFLINE')).toBe('failed');
    expect(deliveryProblemOf(null)).toBe('failed');
  });
});

describe('provider fee chip (spec 2 §2 "Delivery provider cards")', () => {
  it('TBD out of range, hidden for other errors, "Starting at" unless fixed, in cents', () => {
    expect(feeChip(far(courier))).toEqual({ kind: 'tbd' });
    expect(feeChip({ ...courier, valid: false, errorCode: 'ORD_ERR_DELIVERY_ADDRESS_INVALID' })).toEqual({
      kind: 'hidden',
    });
    expect(feeChip(courier)).toEqual({ kind: 'starting-at', cents: 399 });
    expect(feeChip(robot)).toEqual({ kind: 'fixed', cents: 299 });
    expect(feeChip({ ...courier, cost: null })).toEqual({ kind: 'hidden' });
  });
});

describe('cart notices and the once-per-change snack (spec 2 §2, §5, §8)', () => {
  const minimum = { errorCode: 'ORD_ERR_0027', message: 'Order amount too small for Delivery (Min: $15.00)' };
  it('minimums and a missing address get the cart’s wording; line errors stay on the lines; no duplicates', () => {
    expect(
      cartNotices([
        minimum,
        { errorCode: 'ORD_ERR_ITEM_UNAVAILABLE', message: 'Sold Out' },
        { errorCode: 'ORD_ERR_DELIVERY_ADDRESS_REQUIRED', message: 'x' },
        minimum,
        { errorCode: 'COUPON_ERROR_NOT_ELIGIBLE', message: 'You are not Eligible for this coupon' },
      ]),
    ).toEqual([
      { kind: 'minimum', orderType: 'DELIVERY' },
      { kind: 'address-required' },
      // A refused promotion is worded by the cart (the server may append its reasons).
      { kind: 'promotion', promotion: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' },
    ]);
    expect(cartNotices([{ errorCode: 'ORD_ERR_0039', message: null }])).toEqual([
      { kind: 'minimum', orderType: 'PICKUP' },
    ]);
  });

  it('the snack key stays the same while the same errors stand (each add reprices, the snack is not repeated)', () => {
    const first = noticeKey(cartNotices([minimum]));
    const afterAnotherAdd = noticeKey(cartNotices([{ ...minimum }]));
    expect(afterAnotherAdd).toBe(first);
    expect(noticeKey(cartNotices([]))).not.toBe(first);
  });
});
