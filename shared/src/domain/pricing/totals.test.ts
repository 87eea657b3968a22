import fc from 'fast-check';
import { isBelowMinimum, meetsMinimum, minimumErrorCode, minimumMessage } from './minimums.js';
import { formatCents, toCents } from './money.js';
import {
  areMultipleTipsAllowed,
  billTotals,
  DEMO_TAX_RATE,
  isTippingShown,
  orderTotalCents,
  taxCents,
  tipFromPercentCents,
} from './totals.js';

describe('spec 2 §9 money in cents', () => {
  it('converts dollars without float drift', () => {
    expect(toCents(4.995)).toBe(500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(formatCents(1300)).toBe('$13.00');
    expect(formatCents(-100)).toBe('-$1.00');
  });
});

describe('spec 2 §2 totals footer: tax', () => {
  it('demo tax is 13% rounded to the cent', () => {
    expect(taxCents(1249, DEMO_TAX_RATE)).toBe(162);
    expect(taxCents(0, DEMO_TAX_RATE)).toBe(0);
    expect(taxCents(1000, -1)).toBe(0);
  });

  it('taxes food after discount plus delivery and service charges', () => {
    expect(
      billTotals({
        subTotalCents: 2000,
        discountCents: 500,
        deliveryChargeCents: 499,
        serviceChargesCents: 100,
        taxRate: 0.13,
      }),
    ).toEqual({ taxableCents: 2099, taxCents: 273, totalCents: 2372 });
  });

  it('a discount larger than the food leaves the food at zero', () => {
    expect(billTotals({ subTotalCents: 500, discountCents: 900, taxRate: 0.13 }).totalCents).toBe(0);
  });

  it('property: total = taxable + tax and never below the taxable amount', () => {
    fc.assert(
      fc.property(
        fc.nat(100000),
        fc.nat(100000),
        fc.nat(5000),
        fc.nat(5000),
        (sub, discount, delivery, service) => {
          const bill = billTotals({
            subTotalCents: sub,
            discountCents: discount,
            deliveryChargeCents: delivery,
            serviceChargesCents: service,
            taxRate: DEMO_TAX_RATE,
          });
          return (
            bill.totalCents === bill.taxableCents + bill.taxCents &&
            bill.taxableCents === Math.max(0, sub - discount) + delivery + service &&
            bill.taxCents >= 0
          );
        },
      ),
    );
  });
});

describe('spec 2 §5 tips and the order total', () => {
  it('tips show unless pickup tips are disallowed or payment is offline', () => {
    expect(isTippingShown({ orderType: 'PICKUP', pickupTipsDisallowed: false, paymentType: 'online' })).toBe(
      true,
    );
    expect(isTippingShown({ orderType: 'PICKUP', pickupTipsDisallowed: true, paymentType: 'online' })).toBe(
      false,
    );
    expect(isTippingShown({ orderType: 'DELIVERY', pickupTipsDisallowed: true, paymentType: 'online' })).toBe(
      true,
    );
    expect(
      isTippingShown({ orderType: 'DINE_IN', pickupTipsDisallowed: false, paymentType: 'offline' }),
    ).toBe(false);
  });

  it('multiple tips only for delivery, store enabled, provider not SELF', () => {
    const on = { orderType: 'DELIVERY', enableTipForStore: true, deliveryProvider: 'TINY_MILE' };
    expect(areMultipleTipsAllowed(on)).toBe(true);
    expect(areMultipleTipsAllowed({ ...on, deliveryProvider: 'SELF' })).toBe(false);
    expect(areMultipleTipsAllowed({ ...on, deliveryProvider: null })).toBe(false);
    expect(areMultipleTipsAllowed({ ...on, enableTipForStore: false })).toBe(false);
    expect(areMultipleTipsAllowed({ ...on, orderType: 'PICKUP' })).toBe(false);
  });

  it('total = bill + driver tip + store tip when shown; bill alone when hidden', () => {
    const input = {
      billTotalCents: 2000,
      tipsAmountCents: 300,
      tipsForStoreCents: 200,
      tippingShown: true,
      multipleTips: true,
    };
    expect(orderTotalCents(input)).toBe(2500);
    expect(orderTotalCents({ ...input, tippingShown: false })).toBe(2000);
    expect(orderTotalCents({ ...input, multipleTips: false })).toBe(2300);
    expect(orderTotalCents({ ...input, tipsAmountCents: -500 })).toBe(2200);
  });

  it('percentage tips round to the cent', () => {
    expect(tipFromPercentCents(1249, 15)).toBe(187);
    expect(tipFromPercentCents(1249, 0)).toBe(0);
  });

  it('property: with tips shown the total is the sum of its parts', () => {
    fc.assert(
      fc.property(fc.nat(1000000), fc.nat(10000), fc.nat(10000), (bill, tip, storeTip) => {
        return (
          orderTotalCents({
            billTotalCents: bill,
            tipsAmountCents: tip,
            tipsForStoreCents: storeTip,
            tippingShown: true,
            multipleTips: true,
          }) ===
          bill + tip + storeTip
        );
      }),
    );
  });
});

describe('spec 2 §5 delivery and pickup minimums', () => {
  it('maps the order type to its server code', () => {
    expect(minimumErrorCode('DELIVERY')).toBe('ORD_ERR_0027');
    expect(minimumErrorCode('PICKUP')).toBe('ORD_ERR_0039');
    expect(minimumErrorCode('DINE_IN')).toBeUndefined();
  });

  it('reads the verdict from the cart validation errors for the current order type only', () => {
    const errors = [{ errorCode: 'ORD_ERR_0027' }];
    expect(isBelowMinimum('DELIVERY', errors)).toBe(true);
    expect(isBelowMinimum('PICKUP', errors)).toBe(false);
    expect(isBelowMinimum('DELIVERY', null)).toBe(false);
  });

  it('computes it from cents: demo delivery minimum $15.00', () => {
    expect(meetsMinimum(1499, 1500)).toBe(false);
    expect(meetsMinimum(1500, 1500)).toBe(true);
    expect(meetsMinimum(1, null)).toBe(true);
    expect(meetsMinimum(1, 0)).toBe(true);
  });

  it('formats the message with the minimum in dollars', () => {
    expect(minimumMessage('DELIVERY', 1500)).toBe('Order amount too small for Delivery (Min: $15.00)');
    expect(minimumMessage('PICKUP', 1000)).toBe('Order amount too small for Pickup (Min: $10.00)');
    expect(minimumMessage('DINE_IN', 1000)).toBeUndefined();
  });
});
