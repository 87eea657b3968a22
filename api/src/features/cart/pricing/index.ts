// Prices a cart (docs/pricing.md) in pure stages, each in its own module with its own tests:
// lines checked against the menu → order type and time → table and menu → lines priced →
// promotions → delivery charge, tax, minimum and points. No I/O: the cart service gathers the store,
// menu, customer and loyalty first.
import { isOpenForOrderType, matchesSchedule, storeTimeZone } from '@owa/shared/domain';
import { checkedLines, indexMenu, priceLines } from './lines.js';
import { orderTime, tableAndMenu } from './order-time.js';
import { applyPromotions } from './promotions.js';
import { deliveryCharge, totals } from './totals.js';
import { centsToDollars, type PricedCart, type PricingInput } from './types.js';

export * from './types.js';

/**
 * Every line from the menu, never from the client; availability and limits as line errors; coupon,
 * reward and punch-card discounts; delivery charge, tax, minimums and the valid time slots. Lines
 * the menu refuses throw CartLineRefused.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { store, menu, orderType, now } = input;
  const zone = storeTimeZone(store);
  const menuCode = String(menu.code ?? '');
  const index = indexMenu(menu);

  const lines = checkedLines(input.subOrders, index);
  const time = orderTime(input, zone);
  const at = time.scheduledAt ?? now;
  const table = tableAndMenu(input, at, zone);
  const priced = priceLines(lines, index, {
    orderType,
    menuCode,
    isMember: input.customer?.isMember ?? false,
    isScheduleActive: (schedule) => matchesSchedule(schedule, at, zone),
    availability: {
      at,
      now,
      zone,
      storeOpen: isOpenForOrderType(store, orderType, at) || orderType === 'DINE_IN',
      menuAvailable: table.menuCheck.available || table.menuCheck.reason === 'tableRequired',
    },
  });
  const promotions = applyPromotions(input, priced.subTotalCents, priced.targetable);
  const errors = [...time.errors, ...table.errors, ...priced.errors, ...promotions.errors];
  const delivery = deliveryCharge(orderType, input.delivery, errors);
  errors.push(...delivery.errors);
  const bill = totals(store, orderType, {
    subTotalCents: priced.subTotalCents,
    discountCents: promotions.discountCents,
    deliveryChargeCents: delivery.chargeCents,
  });
  errors.push(...bill.errors);

  const cart: PricedCart['cart'] = {
    subTotal: centsToDollars(priced.subTotalCents),
    discountTotal: centsToDollars(promotions.discountCents),
    deliveryCharge: centsToDollars(delivery.chargeCents),
    taxTotal: centsToDollars(bill.taxCents),
    taxDetail: { HST: centsToDollars(bill.taxCents) },
    total: centsToDollars(bill.totalCents),
    rewardPoints: bill.rewardPoints,
    modifiedDate: new Date(now).toISOString(),
    orderType,
    storeId: String(store.storeId ?? ''),
    menuCode,
    scheduledTime: time.scheduledAt === null ? null : new Date(time.scheduledAt).toISOString(),
    deliveryProvider:
      orderType === 'DELIVERY' ? (input.delivery?.provider ?? input.deliveryProvider ?? null) : null,
    subOrderList: input.subOrders.map((sub, i) => ({
      seq: sub.seq ?? i + 1,
      orderItemList: priced.lineDocs[i] ?? [],
      punchCards: i === 0 ? promotions.punchDocs : [],
      coupons: i === 0 ? promotions.couponDocs : [],
      redemptionItems: i === 0 ? promotions.redemptionDocs : [],
    })),
    validTimeSlots: time.slots,
    assignedMenus: input.assignedMenus,
    validationErrors: errors,
    serviceCharges: [],
  };
  return {
    cart,
    subTotalCents: priced.subTotalCents,
    discountCents: promotions.discountCents,
    deliveryChargeCents: delivery.chargeCents,
    taxCents: bill.taxCents,
    totalCents: bill.totalCents,
    rewardPoints: bill.rewardPoints,
    pointsRedeemed: promotions.pointsRedeemed,
    couponUuid: promotions.couponUuid,
    punchCardUse: promotions.punchCardUse,
    scheduledAt: time.scheduledAt,
    validationErrors: errors,
  };
}
