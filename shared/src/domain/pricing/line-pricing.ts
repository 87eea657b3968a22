// Pricing one cart line against the menu: the item's charge, its options, its combo children and the
// slots' charges. The API prices carts with this; the item dialog shows the same numbers.
import type { CartLine, MenuItem, Relation } from '../../entities/index.js';
import { type ChargeContext, chargedPriceCents } from './charge-selection.js';
import { itemRelations } from './item-relations.js';
import { sumCents } from './money.js';
import { optionsPriceCents } from './option-pricing.js';
import { relationChargeAdjustmentCents } from './relation-charges.js';

export interface LinePrice {
  /** One unit of this line alone: its charge plus its options (no children). */
  ownUnitPriceCents: number;
  /** One unit of the composite: own price + children + slot charges, never below zero. */
  itemPriceCents: number;
  /** itemPrice x qty. */
  subTotalCents: number;
  /** Promotion discounts of the line and its children, in cents, at most the subtotal. */
  discountCents: number;
  children: LinePrice[];
}

export type LinePricing = { ok: true; price: LinePrice } | { ok: false; unknownItemCode: string };

export type FindMenuItem = (code: string) => MenuItem | undefined;

/** Own price of one unit of a configured item: selected charge + options. */
export function itemUnitPriceCents(
  item: MenuItem,
  selection: CartLine['itemAttributeList'],
  context: ChargeContext = {},
): number {
  const withSelection: ChargeContext = { ...context, selection: selection ?? [] };
  return (
    chargedPriceCents(item.charges, withSelection, item.price) +
    optionsPriceCents(item.options, selection, withSelection)
  );
}

/** The slot a child line fills: its relationCode, else the first slot listing its item code. */
export function slotOfChild(child: CartLine, relations: readonly Relation[]): Relation | undefined {
  if (child.relationCode) return relations.find((relation) => relation.code === child.relationCode);
  return relations.find(
    (relation) =>
      relation.menuItemCodes?.includes(child.code) ||
      relation.targets?.some((target) => target.code === child.code),
  );
}

/**
 * Where a line's discount comes from. Lines arriving at the API carry whatever the client sent, so
 * nothing is read from them unless the caller says so: the API passes the discounts it computed
 * itself, a client pricing the server's own lines may pass `promotionDiscountsOf`.
 */
export type DiscountOf = (line: CartLine) => number;

/** The discounts written on the line (cents): only for lines that came from the server. */
export const promotionDiscountsOf: DiscountOf = (line) =>
  sumCents((line.promotionDiscounts ?? []).map((discount) => Math.round(discount.amount)));

const noDiscount: DiscountOf = () => 0;

export function priceCartLine(
  line: CartLine,
  findItem: FindMenuItem,
  context: ChargeContext = {},
  discountOf: DiscountOf = noDiscount,
): LinePricing {
  const item = findItem(line.code);
  if (!item) return { ok: false, unknownItemCode: line.code };

  const ownUnit = itemUnitPriceCents(item, line.itemAttributeList, context);
  const children: LinePrice[] = [];
  const childLines = line.childItemList ?? [];
  for (const child of childLines) {
    const priced = priceCartLine(
      child,
      findItem,
      { ...context, inCombo: true, selection: undefined },
      discountOf,
    );
    if (!priced.ok) return priced;
    children.push(priced.price);
  }

  const relations = itemRelations(item);
  let slotAdjustment = 0;
  for (const relation of relations) {
    if (!relation.charge) continue;
    const units: number[] = [];
    childLines.forEach((child, index) => {
      if (slotOfChild(child, relations)?.code !== relation.code) return;
      const unit = children[index]?.itemPriceCents ?? 0;
      for (let i = 0; i < Math.floor(child.qty); i += 1) units.push(unit);
    });
    slotAdjustment += relationChargeAdjustmentCents(relation.charge, units);
  }

  const childrenTotal = sumCents(
    children.map((child, index) => child.itemPriceCents * Math.floor(childLines[index]?.qty ?? 0)),
  );
  const itemPrice = Math.max(0, ownUnit + childrenTotal + slotAdjustment);
  const quantity = Math.max(0, Math.floor(line.qty));
  const subTotal = itemPrice * quantity;
  const discount = Math.max(0, discountOf(line)) + sumCents(children.map((child) => child.discountCents));
  return {
    ok: true,
    price: {
      ownUnitPriceCents: ownUnit,
      itemPriceCents: itemPrice,
      subTotalCents: subTotal,
      discountCents: Math.min(subTotal, Math.max(0, discount)),
      children,
    },
  };
}

/** The line's price fields in dollars, as the cart line carries them. */
export function linePriceFields(
  price: LinePrice,
): Pick<CartLine, 'price' | 'itemPrice' | 'subTotal' | 'discountTotal'> {
  return {
    price: price.ownUnitPriceCents / 100,
    itemPrice: price.itemPriceCents / 100,
    subTotal: price.subTotalCents / 100,
    discountTotal: price.discountCents / 100,
  };
}

export interface CartPriceInput {
  lines: readonly CartLine[];
  findItem: FindMenuItem;
  context?: ChargeContext;
  discountOf?: DiscountOf;
}

export type CartPricing =
  | { ok: true; lines: LinePrice[]; subTotalCents: number; discountCents: number }
  | { ok: false; unknownItemCode: string };

/** Every line priced, with the cart's subtotal and the lines' promotion discounts. */
export function priceCartLines(input: CartPriceInput): CartPricing {
  const priced: LinePrice[] = [];
  for (const line of input.lines) {
    const result = priceCartLine(line, input.findItem, input.context, input.discountOf);
    if (!result.ok) return result;
    priced.push(result.price);
  }
  return {
    ok: true,
    lines: priced,
    subTotalCents: sumCents(priced.map((line) => line.subTotalCents)),
    discountCents: sumCents(priced.map((line) => line.discountCents)),
  };
}
