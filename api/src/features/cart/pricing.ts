import { randomUUID } from 'node:crypto';
import type { CartLineInput, SubOrderInput } from '@owa/shared/api';
import {
  billTotals,
  cartLineProblems,
  DEMO_TAX_RATE,
  daysBetween,
  discountCents,
  type FindMenuItem,
  isOpenForOrderType,
  isWithinOrderLimit,
  itemAvailability,
  type LinePrice,
  linePriceFields,
  localDateOf,
  localParts,
  matchesSchedule,
  meetsMinimum,
  menuAvailability,
  minimumErrorCode,
  minimumMessage,
  orderTypeStatus,
  priceCartLines,
  SLOT_MINUTES,
  saleTypeAllows,
  storeTimeZone,
  type TargetableLine,
  targetedAmountCents,
  validTimeSlots,
} from '@owa/shared/domain';
import type { CartLine, MenuItem, OrderType, PromotionTarget } from '@owa/shared/entities';
import type { Document } from '../catalog/repository.js';
import type { DeliveryVerdict } from './delivery.js';

/** A problem the cart shows (spec 2 §3 validationErrors); the cart is still priced. */
export interface ValidationError {
  errorCode: string;
  message: string;
}

/** A line the menu refuses outright (unknown item, bad options): the request is a 400. */
export class CartLineRefused extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const CartErrorCode = {
  scheduledTimeInvalid: 'ORD_ERR_SCHEDULED_TIME_INVALID',
  scheduledTimeNotAllowed: 'ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED',
  deliveryDisabled: 'ORD_ERR_DELIVERY_DISABLED',
  pickupDisabled: 'ORD_ERR_PICK_UP_DISABLED',
  dineInDisabled: 'ORD_ERR_DINE_IN_DISABLED',
  itemUnavailable: 'ORD_ERR_ITEM_UNAVAILABLE',
  itemLimit: 'ORD_ERR_ITEM_ORDER_LIMIT',
  menuUnavailable: 'ORD_ERR_MENU_UNAVAILABLE',
  tableRequired: 'ORD_ERR_TABLE_REQUIRED',
  tableNotFound: 'ORD_ERR_TABLE_NOT_FOUND',
  invalidItem: 'ORD_ERR_INVALID_ITEM',
  couponNotFound: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND',
  couponNotEligible: 'COUPON_ERROR_NOT_ELIGIBLE',
  couponLoginRequired: 'COUPON_ERROR_LOGIN_REQUIRED',
  rewardNotFound: 'LOYALTY_ERR_REWARD_NOT_FOUND',
  rewardPoints: 'LOYALTY_ERR_NOT_ENOUGH_POINTS',
  rewardLoginRequired: 'LOYALTY_ERR_LOGIN_REQUIRED',
  punchCardInvalid: 'LOYALTY_ERR_PUNCH_CARD_INVALID',
} as const;

/** A coupon the customer holds, with its eligibility judged against this cart. */
export interface AppliedCoupon {
  code: string;
  uuid: string;
  name: string;
  discountRule: { percent?: number | null; amount?: number | null } | null;
  targets: PromotionTarget[];
  /** Judged by the loyalty feature's rules against this cart's subtotal. */
  eligible: (subTotalCents: number) => { eligible: boolean; reasons: string[] };
}

export interface RewardChoice {
  id: string;
  name: string;
  redeemPoints: number;
  discountRule: { percent?: number | null; amount?: number | null } | null;
  /** Free-item rewards: the item and its value (cents). */
  itemCode: string | null;
  discountAmountCents: number | null;
}

export interface HeldPunchCard {
  id: string;
  name: string;
  earned: number;
  redeemCount: number;
  targets: PromotionTarget[];
  /** Value of one free unit (cents). */
  discountAmountCents: number;
  onlineRedeemable: boolean;
}

export interface PricingInput {
  store: Document;
  menu: Document;
  /** Menu codes the cart may use (the table's when the store restricts menus by table). */
  assignedMenus: string[];
  orderType: OrderType;
  subOrders: SubOrderInput[];
  scheduledTime: string | null | undefined;
  validateScheduleTime: boolean;
  now: number;
  customer: { id: number; points: number; isMember: boolean } | null;
  /** undefined: no coupon asked for; null: asked for one the customer does not hold. */
  coupon: AppliedCoupon | null | undefined;
  couponCode: string | null | undefined;
  rewards: RewardChoice[];
  punchCards: HeldPunchCard[];
  /** Dine-in: the table found, null when a table was named but is unknown, undefined when none. */
  table: { tableNo: number } | null | undefined;
  delivery: DeliveryVerdict | null;
  deliveryProvider: string | null | undefined;
}

export interface PricedCart {
  cart: Document;
  subTotalCents: number;
  discountCents: number;
  deliveryChargeCents: number;
  taxCents: number;
  totalCents: number;
  rewardPoints: number;
  pointsRedeemed: number;
  couponUuid: string | null;
  punchCardUse: { id: string; stamps: number }[];
  /** The chosen time (ms), or null for ASAP. */
  scheduledAt: number | null;
  validationErrors: ValidationError[];
}

type MenuDoc = { menuGroups?: { code?: string; menuItems?: MenuItem[] }[] } & Document;

interface ItemIndex {
  find: FindMenuItem;
  categoryOf: (code: string) => string | null;
}

function indexMenu(menu: Document): ItemIndex {
  const items = new Map<string, MenuItem>();
  const categories = new Map<string, string>();
  for (const group of (menu as MenuDoc).menuGroups ?? []) {
    for (const item of group.menuItems ?? []) {
      items.set(item.code, item);
      if (group.code && !categories.has(item.code)) categories.set(item.code, group.code);
    }
  }
  return { find: (code) => items.get(code), categoryOf: (code) => categories.get(code) ?? null };
}

function problemText(problem: ReturnType<typeof cartLineProblems>[number]): string {
  switch (problem.kind) {
    case 'unknown-item':
      return `Unknown item ${problem.code}`;
    case 'unknown-selection':
      return `Unknown choices for ${problem.code}: ${problem.selections.join(', ')}`;
    case 'hidden-selection':
      return `Choices not offered for ${problem.code}: ${problem.selections.join(', ')}`;
    case 'invalid-options':
      return `The options chosen for ${problem.code} are out of bounds`;
    case 'quantity':
      return `Quantity of ${problem.code} is below its minimum`;
    case 'not-in-slot':
      return `${problem.childCode} is not a choice of ${problem.code}`;
    case 'slot-unsatisfied':
      return `Choose the ${problem.relationCode} of ${problem.code}`;
  }
}

/** The client's line as the contract's CartLine: only what it chose, nothing it priced. */
function toCartLine(line: CartLineInput): CartLine {
  return {
    code: line.code,
    qty: line.qty,
    uuid: line.uuid ?? null,
    relationCode: line.relationCode ?? null,
    specialRequest: line.specialRequest ?? null,
    itemAttributeList: (line.itemAttributeList ?? []).map((a) => ({
      code: a.code,
      attrValueList: a.attrValueList.map((value) => ({
        code: value.code,
        qty: value.qty,
        option: value.option ?? null,
      })),
    })),
    childItemList: (line.childItemList ?? []).map(toCartLine),
  };
}

const centsToDollars = (cents: number) => Math.round(cents) / 100;

function pricedLine(
  line: CartLine,
  price: LinePrice,
  index: ItemIndex,
  menuCode: string,
  errors: string[],
): Document {
  const item = index.find(line.code);
  const fields = linePriceFields(price);
  return {
    code: line.code,
    uuid: line.uuid || randomUUID(),
    name: item?.name ?? line.code,
    qty: line.qty,
    ...fields,
    unitPrice: fields.itemPrice,
    relationPrice: centsToDollars(price.itemPriceCents - price.ownUnitPriceCents),
    itemAttributeList: line.itemAttributeList ?? [],
    childItemList: (line.childItemList ?? []).map((child, i) => {
      const childPrice = price.children[i];
      return childPrice ? pricedLine(child, childPrice, index, menuCode, []) : child;
    }),
    relationCode: line.relationCode ?? null,
    specialRequest: line.specialRequest ?? null,
    minCardinality: item?.minCardinality ?? null,
    maxCardinality: item?.maxCardinality ?? null,
    menuCode,
    promotionDiscounts: [],
    errors: errors.map((errorMsg) => ({ errorMsg })),
    status: errors.length > 0 ? 'UNAVAILABLE' : 'AVAILABLE',
  };
}

interface StoreDoc {
  settings?: {
    orderSettings?: { taxRate?: number; restrictMenuOnDiningTable?: boolean };
    deliverySettings?: { minimumOrderValueInCents?: number | null };
    pickupSettings?: { minimumOrderValueInCents?: number | null };
  };
}

const disabledCode: Record<OrderType, string> = {
  DELIVERY: CartErrorCode.deliveryDisabled,
  PICKUP: CartErrorCode.pickupDisabled,
  DINE_IN: CartErrorCode.dineInDisabled,
};

/** Is the instant inside one of the offered slots? */
function isInSlots(slots: ReturnType<typeof validTimeSlots>, at: number, now: number, zone: string): boolean {
  const offset = daysBetween(localDateOf(now, zone), localDateOf(at, zone));
  const index = Math.floor(localParts(at, zone).minutes / SLOT_MINUTES);
  const day = slots.day_slots.find((d) => d.dateOffset === offset);
  return !!day && day.time_slots.some((run) => run.start <= index && index < run.end);
}

/**
 * Prices a cart with the shared rules (docs/pricing.md): every line from the menu, never from the
 * client; availability and limits as line errors; coupon, reward and punch-card discounts; delivery
 * charge, tax, minimums and the valid time slots. Lines the menu refuses throw CartLineRefused.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { store, menu, orderType, now } = input;
  const zone = storeTimeZone(store as { timeZone?: string });
  const menuCode = String(menu.code ?? '');
  const index = indexMenu(menu);
  const errors: ValidationError[] = [];
  const storeDoc = store as StoreDoc;

  // 1. Every line against the menu: unknown items or choices are a bad request.
  const subOrders = input.subOrders.map((sub) => ({ ...sub, lines: sub.orderItemList.map(toCartLine) }));
  for (const sub of subOrders) {
    for (const line of sub.lines) {
      const problems = cartLineProblems(line, index.find);
      const first = problems[0];
      if (first) {
        throw new CartLineRefused(
          first.kind === 'unknown-item' ? 'MENU_ERR_ITEM_NOT_FOUND' : CartErrorCode.invalidItem,
          problemText(first),
        );
      }
    }
  }

  // 2. Order type and time.
  const status = orderTypeStatus(store, orderType, {
    now,
    hasTable: input.table !== undefined && input.table !== null,
  });
  if (status.refusal && status.refusal.reason !== 'closed') {
    errors.push({ errorCode: disabledCode[orderType], message: status.refusal.message });
  }
  const slots = validTimeSlots({
    store,
    orderType,
    now,
    menu,
    deliveryProvider: input.deliveryProvider ?? null,
  });
  let scheduledAt: number | null = null;
  const requested = input.scheduledTime?.trim();
  if (requested && requested !== 'now' && orderType !== 'DINE_IN') {
    const parsed = Date.parse(requested);
    if (Number.isNaN(parsed) || !/^\d{4}-\d{2}-\d{2}T/.test(requested)) {
      errors.push({
        errorCode: CartErrorCode.scheduledTimeInvalid,
        message: 'The scheduled time is invalid',
      });
    } else if (parsed < now - 60_000) {
      errors.push({
        errorCode: CartErrorCode.scheduledTimeInvalid,
        message: 'The scheduled time has passed',
      });
    } else {
      scheduledAt = Math.max(parsed, now);
      if (
        input.validateScheduleTime &&
        !(parsed <= now + 60_000 && slots.asapAllowed) &&
        !isInSlots(slots, parsed, now, zone)
      ) {
        errors.push({
          errorCode: CartErrorCode.scheduledTimeNotAllowed,
          message: 'The store does not take orders for that time, please choose another',
        });
      }
    }
  } else if (input.validateScheduleTime && !slots.asapAllowed && orderType !== 'DINE_IN') {
    errors.push({
      errorCode: status.refusal ? disabledCode[orderType] : CartErrorCode.scheduledTimeNotAllowed,
      message: status.refusal
        ? status.refusal.message
        : slots.day_slots.length > 0
          ? 'Ordering for now is not available, please choose a time'
          : 'Menu is unavailable during these hours',
    });
  }
  const at = scheduledAt ?? now;

  // 3. Table (dine-in) and menu.
  if (orderType === 'DINE_IN') {
    if (input.table === null)
      errors.push({ errorCode: CartErrorCode.tableNotFound, message: 'Invalid Table Number' });
    else if (input.table === undefined && storeDoc.settings?.orderSettings?.restrictMenuOnDiningTable)
      errors.push({
        errorCode: CartErrorCode.tableRequired,
        message: 'Please set your table number in order to begin ordering',
      });
  }
  const menuCheck = menuAvailability(menu as { code: string }, {
    orderType,
    at,
    now,
    zone,
    restrictMenuOnDiningTable: storeDoc.settings?.orderSettings?.restrictMenuOnDiningTable ?? false,
    tableId: input.table?.tableNo ?? null,
    assignedMenuCodes: input.assignedMenus,
  });
  if (!menuCheck.available && menuCheck.reason !== 'tableRequired') {
    errors.push({
      errorCode: CartErrorCode.menuUnavailable,
      message: 'Menu is unavailable during these hours',
    });
  }

  // 4. Price the lines from the menu.
  const context = {
    orderType,
    channel: 'ONLINE',
    isMember: input.customer?.isMember ?? false,
    isScheduleActive: (schedule: Parameters<typeof matchesSchedule>[0]) =>
      matchesSchedule(schedule, at, zone),
  };
  const storeOpen = isOpenForOrderType(store, orderType, at);
  const counts = new Map<string, number>();
  for (const sub of subOrders)
    for (const line of sub.lines) counts.set(line.code, (counts.get(line.code) ?? 0) + line.qty);

  let subTotalCents = 0;
  const targetable: TargetableLine[] = [];
  const lineDocs: Document[][] = [];
  let lineErrorCount = 0;
  for (const sub of subOrders) {
    const pricing = priceCartLines({ lines: sub.lines, findItem: index.find, context });
    if (!pricing.ok)
      throw new CartLineRefused('MENU_ERR_ITEM_NOT_FOUND', `Unknown item ${pricing.unknownItemCode}`);
    subTotalCents += pricing.subTotalCents;
    lineDocs.push(
      sub.lines.map((line, i) => {
        const item = index.find(line.code) as MenuItem;
        const price = pricing.lines[i] as LinePrice;
        const lineErrors: string[] = [];
        const availability = itemAvailability(item, {
          at,
          now,
          zone,
          storeOpen: storeOpen || orderType === 'DINE_IN',
          menuAvailable: menuCheck.available || menuCheck.reason === 'tableRequired',
        });
        if (!availability.orderable) lineErrors.push(availability.label);
        else if (!saleTypeAllows(item.saleType, orderType)) lineErrors.push(`Not available for ${orderType}`);
        if (!isWithinOrderLimit(counts.get(line.code) ?? 0, item))
          lineErrors.push(`Order Limit: ${item.maxCardinality}`);
        if (lineErrors.length > 0) lineErrorCount += 1;
        targetable.push({
          code: line.code,
          categoryCode: index.categoryOf(line.code),
          tags: (item as { tags?: string[] }).tags ?? [],
          menuCode,
          amountCents: price.subTotalCents,
        });
        return pricedLine(line, price, index, menuCode, lineErrors);
      }),
    );
  }
  if (lineErrorCount > 0) {
    errors.push({
      errorCode: CartErrorCode.itemUnavailable,
      message: 'Some items in your cart cannot be ordered',
    });
  }

  // 5. Discounts: the coupon, rewards and punch cards (spec 3 §3), each capped at what is left.
  let discountTotal = 0;
  const remaining = () => Math.max(0, subTotalCents - discountTotal);
  const empty = subTotalCents === 0;
  let couponUuid: string | null = null;
  const couponDocs: Document[] = [];
  if (input.couponCode) {
    if (!input.customer) {
      errors.push({
        errorCode: CartErrorCode.couponLoginRequired,
        message: 'Please log in to use this coupon',
      });
    } else if (!input.coupon) {
      errors.push({ errorCode: CartErrorCode.couponNotFound, message: 'Invalid Coupon' });
    } else {
      const verdict = input.coupon.eligible(subTotalCents);
      if (!verdict.eligible || empty) {
        errors.push({
          errorCode: CartErrorCode.couponNotEligible,
          message: empty
            ? 'The cart must not be empty'
            : `You are not Eligible for this coupon${verdict.reasons.length ? `: ${verdict.reasons.join(', ')}` : ''}`,
        });
      } else {
        const off = Math.min(
          remaining(),
          discountCents(input.coupon.discountRule, targetedAmountCents(targetable, input.coupon.targets)),
        );
        discountTotal += off;
        couponUuid = input.coupon.uuid;
        couponDocs.push({
          code: input.coupon.code,
          uuid: input.coupon.uuid,
          name: input.coupon.name,
          discountAmount: off,
        });
      }
    }
  }

  let pointsRedeemed = 0;
  const redemptionDocs: Document[] = [];
  const requestedRedemptions = input.subOrders.flatMap((s) => s.redemptionItems ?? []);
  for (const redemption of requestedRedemptions) {
    const reward = input.rewards.find((r) => r.id === redemption.rewardId);
    if (!input.customer) {
      errors.push({
        errorCode: CartErrorCode.rewardLoginRequired,
        message: 'Please log in to redeem rewards',
      });
      break;
    }
    if (!reward || reward.redeemPoints <= 0) {
      errors.push({ errorCode: CartErrorCode.rewardNotFound, message: 'This reward is not available' });
      continue;
    }
    const points = reward.redeemPoints * redemption.qty;
    if (pointsRedeemed + points > input.customer.points) {
      errors.push({ errorCode: CartErrorCode.rewardPoints, message: 'Not enough points to redeem' });
      continue;
    }
    let off = 0;
    if (reward.itemCode) {
      const matching = targetedAmountCents(targetable, [
        { targetType: 'ITEM', targetCodes: [reward.itemCode] },
      ]);
      off = Math.min(matching, (reward.discountAmountCents ?? 0) * redemption.qty);
    } else {
      for (let i = 0; i < redemption.qty; i += 1)
        off += discountCents(reward.discountRule, remaining() - off);
    }
    off = Math.min(remaining(), off);
    discountTotal += off;
    pointsRedeemed += points;
    redemptionDocs.push({
      rewardId: reward.id,
      qty: redemption.qty,
      redeemPoints: reward.redeemPoints,
      name: reward.name,
      discountAmount: off,
    });
  }

  const punchCardUse: { id: string; stamps: number }[] = [];
  const punchDocs: Document[] = [];
  for (const asked of input.subOrders.flatMap((s) => s.punchCards ?? [])) {
    const units = asked.using ?? asked.qty ?? 0;
    if (units <= 0) continue;
    const card = input.punchCards.find((c) => c.id === asked.id);
    if (!input.customer || !card?.onlineRedeemable || card.redeemCount <= 0) {
      errors.push({
        errorCode: CartErrorCode.punchCardInvalid,
        message: 'This punch card cannot be used online',
      });
      continue;
    }
    const free = Math.floor(card.earned / card.redeemCount);
    if (units > free) {
      errors.push({
        errorCode: CartErrorCode.punchCardInvalid,
        message: `Only ${free} free ${free === 1 ? 'item' : 'items'} on ${card.name}`,
      });
      continue;
    }
    const off = Math.min(
      remaining(),
      targetedAmountCents(targetable, card.targets),
      card.discountAmountCents * units,
    );
    discountTotal += off;
    punchCardUse.push({ id: card.id, stamps: units * card.redeemCount });
    punchDocs.push({ id: card.id, name: card.name, using: units, discountAmount: off });
  }

  // 6. Delivery, tax, minimums.
  let deliveryChargeCents = 0;
  if (orderType === 'DELIVERY' && input.delivery) {
    if (input.delivery.ok) deliveryChargeCents = input.delivery.costCents;
    else if (
      input.delivery.errorCode &&
      input.delivery.message &&
      !errors.some((e) => e.errorCode === input.delivery?.errorCode)
    )
      errors.push({ errorCode: input.delivery.errorCode, message: input.delivery.message });
  }
  const taxRate = storeDoc.settings?.orderSettings?.taxRate ?? DEMO_TAX_RATE;
  const bill = billTotals({ subTotalCents, discountCents: discountTotal, deliveryChargeCents, taxRate });
  const minimum =
    orderType === 'DELIVERY'
      ? storeDoc.settings?.deliverySettings?.minimumOrderValueInCents
      : orderType === 'PICKUP'
        ? storeDoc.settings?.pickupSettings?.minimumOrderValueInCents
        : null;
  const minimumCode = minimumErrorCode(orderType);
  if (minimumCode && minimum && !meetsMinimum(subTotalCents - discountTotal, minimum)) {
    errors.push({
      errorCode: minimumCode,
      message: minimumMessage(orderType, minimum) ?? 'Order amount too small',
    });
  }

  const rewardPoints = Math.floor(Math.max(0, subTotalCents - discountTotal) / 100);
  const cart: Document = {
    subTotal: centsToDollars(subTotalCents),
    discountTotal: centsToDollars(discountTotal),
    deliveryCharge: centsToDollars(deliveryChargeCents),
    taxTotal: centsToDollars(bill.taxCents),
    taxDetail: { HST: centsToDollars(bill.taxCents) },
    total: centsToDollars(bill.totalCents),
    rewardPoints,
    modifiedDate: new Date(now).toISOString(),
    orderType,
    storeId: String(store.storeId ?? ''),
    menuCode,
    scheduledTime: scheduledAt === null ? null : new Date(scheduledAt).toISOString(),
    deliveryProvider:
      orderType === 'DELIVERY' ? (input.delivery?.provider ?? input.deliveryProvider ?? null) : null,
    subOrderList: subOrders.map((sub, i) => ({
      seq: sub.seq ?? i + 1,
      orderItemList: lineDocs[i] ?? [],
      punchCards: i === 0 ? punchDocs : [],
      coupons: i === 0 ? couponDocs : [],
      redemptionItems: i === 0 ? redemptionDocs : [],
    })),
    validTimeSlots: slots,
    assignedMenus: input.assignedMenus,
    validationErrors: errors,
    serviceCharges: [],
  };
  return {
    cart,
    subTotalCents,
    discountCents: discountTotal,
    deliveryChargeCents,
    taxCents: bill.taxCents,
    totalCents: bill.totalCents,
    rewardPoints,
    pointsRedeemed,
    couponUuid,
    punchCardUse,
    scheduledAt,
    validationErrors: errors,
  };
}
