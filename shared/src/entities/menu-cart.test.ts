import * as v from 'valibot';
import { CartLineSchema, ServerCartSchema } from './cart.js';
import { CouponSchema } from './loyalty.js';
import { MenuItemSchema, MenuSchema } from './menu.js';

describe('spec 1 §3 menu entities at the boundary', () => {
  it('parses a combo item with nested relations and drops unknown fields', () => {
    const raw = {
      code: 'COMBO1',
      name: 'Burger Combo',
      price: 14.99,
      somethingNew: { x: 1 },
      itemRelationList: [
        {
          code: 'SIDE',
          minCardinality: 1,
          maxCardinality: 1,
          charge: null,
          targets: [{ code: 'FRIES', name: 'Classic Fries', charges: [{ price: 4.99 }] }],
        },
      ],
    };
    const item = v.parse(MenuItemSchema, raw);
    expect(item.itemRelationList?.[0]?.targets?.[0]?.code).toBe('FRIES');
    expect('somethingNew' in item).toBe(false);
  });

  it('accepts null for optional fields and rejects a missing code', () => {
    expect(v.safeParse(MenuItemSchema, { code: 'A', name: 'A', options: null }).success).toBe(true);
    expect(v.safeParse(MenuItemSchema, { name: 'A' }).success).toBe(false);
  });

  it('rejects a pizza side outside 0, 1, 2', () => {
    const option = { code: 'TOP', values: [{ code: 'PEP', option: 3 }] };
    expect(v.safeParse(MenuItemSchema, { code: 'P', name: 'P', options: [option] }).success).toBe(false);
  });

  it('keeps an unknown sale type and channel (spec 1 §4.4: unknown sale type passes)', () => {
    const menu = v.parse(MenuSchema, {
      code: 'ALLDAY',
      channels: ['ONLINE', 'KIOSK'],
      menuGroups: [{ code: 'G', saleType: 'CATERING', menuItems: [] }],
    });
    expect(menu.menuGroups?.[0]?.saleType).toBe('CATERING');
  });
});

describe('spec 2 §3 cart entities at the boundary', () => {
  it('parses a server cart with time slots and nested lines', () => {
    const cart = v.parse(ServerCartSchema, {
      subTotal: 12.49,
      total: 14.11,
      subOrderList: [
        { seq: 1, orderItemList: [{ code: 'COMBO1', qty: 1, childItemList: [{ code: 'FRIES', qty: 1 }] }] },
      ],
      validTimeSlots: {
        day_slots: [{ dateOffset: 0, time_slots: [{ start: 40, end: 41 }] }],
        asapAllowed: true,
      },
      validationErrors: [{ errorCode: 'ORD_ERR_0027', message: 'too small' }],
    });
    expect(cart.subOrderList[0]?.orderItemList[0]?.childItemList?.[0]?.code).toBe('FRIES');
  });

  it("accepts the priced sub-order's applied coupon and punch card, which are not the entities", () => {
    const cart = v.parse(ServerCartSchema, {
      subTotal: 4.99,
      total: 5.07,
      subOrderList: [
        {
          orderItemList: [{ code: 'FRIES', qty: 1 }],
          coupons: [{ code: 'WELCOME10', uuid: 'u-1', name: 'WELCOME10', discountAmount: 50 }],
          punchCards: [{ id: 'P1', name: 'Coffee card', using: 1, discountAmount: 299 }],
        },
      ],
    });
    expect(cart.subOrderList[0]?.coupons?.[0]).toMatchObject({ code: 'WELCOME10', discountAmount: 50 });
    expect(cart.subOrderList[0]?.punchCards?.[0]).toMatchObject({ id: 'P1', discountAmount: 299 });
  });

  it('rejects a line without a quantity', () => {
    expect(v.safeParse(CartLineSchema, { code: 'FRIES' }).success).toBe(false);
  });
});

describe('spec 3 §3 coupon entity', () => {
  it('requires isEligible inside eligibilityResult', () => {
    expect(v.safeParse(CouponSchema, { id: 1, eligibilityResult: {} }).success).toBe(false);
    expect(v.safeParse(CouponSchema, { id: 1, eligibilityResult: { isEligible: true } }).success).toBe(true);
  });
});

describe('spec 1 §3 schedules on menu entities', () => {
  it('validates a schedule item on an item and rejects an unknown schedule type', () => {
    const brunch = {
      code: 'BRUNCH',
      name: 'Weekend Brunch Plate',
      schedule: { items: [{ type: 'DAYS_OF_WEEK', days: ['SATURDAY', 'SUNDAY'] }] },
    };
    expect(v.safeParse(MenuItemSchema, brunch).success).toBe(true);
    const odd = { ...brunch, schedule: { items: [{ type: 'LUNAR' }] } };
    expect(v.safeParse(MenuItemSchema, odd).success).toBe(false);
  });
});
