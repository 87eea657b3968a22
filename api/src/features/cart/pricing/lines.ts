// Stages 1 and 4 of pricing: every line checked against the menu (a refusal is a 400), then priced
// from the menu with its availability and limits as line errors.
import { randomUUID } from 'node:crypto';
import type { CartLineInput, SubOrderInput } from '@owa/shared/api';
import {
  type ChargeContext,
  cartLineProblems,
  type FindMenuItem,
  type ItemAvailabilityContext,
  isWithinOrderLimit,
  itemAvailability,
  type LinePrice,
  linePriceFields,
  priceCartLines,
  saleTypeAllows,
} from '@owa/shared/domain';
import type { CartLine, Menu, MenuItem, OrderType } from '@owa/shared/entities';
import type { Document } from '../../catalog/repository.js';
import type { TargetableLine } from './discounts.js';
import { CartErrorCode, CartLineRefused, centsToDollars, type ValidationError } from './types.js';

export interface ItemIndex {
  find: FindMenuItem;
  categoryOf: (code: string) => string | null;
}

export function indexMenu(menu: Menu): ItemIndex {
  const items = new Map<string, MenuItem>();
  const categories = new Map<string, string>();
  for (const group of menu.menuGroups ?? []) {
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
export function toCartLine(line: CartLineInput): CartLine {
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

/** Stage 1: the sub-orders' lines, each refused (CartLineRefused) when the menu does not allow it. */
export function checkedLines(subOrders: SubOrderInput[], index: ItemIndex): CartLine[][] {
  const lines = subOrders.map((sub) => sub.orderItemList.map(toCartLine));
  for (const line of lines.flat()) {
    const first = cartLineProblems(line, index.find)[0];
    if (first)
      throw new CartLineRefused(
        first.kind === 'unknown-item' ? 'MENU_ERR_ITEM_NOT_FOUND' : CartErrorCode.invalidItem,
        problemText(first),
      );
  }
  return lines;
}

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

export interface LineContext {
  orderType: OrderType;
  menuCode: string;
  isMember: boolean;
  isScheduleActive: NonNullable<ChargeContext['isScheduleActive']>;
  /** What each item's availability is judged with (the time, the store and menu being open). */
  availability: ItemAvailabilityContext;
}

export interface PricedLines {
  subTotalCents: number;
  /** Each sub-order's priced lines, as the cart shows them. */
  lineDocs: Document[][];
  /** What promotions can target: every line with its category, tags and amount. */
  targetable: TargetableLine[];
  errors: ValidationError[];
}

/** Stage 4: every line priced from the menu; unavailable or over-limit lines carry their errors. */
export function priceLines(lines: CartLine[][], index: ItemIndex, context: LineContext): PricedLines {
  const counts = new Map<string, number>();
  for (const line of lines.flat()) counts.set(line.code, (counts.get(line.code) ?? 0) + line.qty);
  const chargeContext = {
    orderType: context.orderType,
    channel: 'ONLINE',
    isMember: context.isMember,
    isScheduleActive: context.isScheduleActive,
  };
  let subTotalCents = 0;
  let lineErrorCount = 0;
  const targetable: TargetableLine[] = [];
  const lineDocs = lines.map((subLines) => {
    const pricing = priceCartLines({ lines: subLines, findItem: index.find, context: chargeContext });
    if (!pricing.ok)
      throw new CartLineRefused('MENU_ERR_ITEM_NOT_FOUND', `Unknown item ${pricing.unknownItemCode}`);
    subTotalCents += pricing.subTotalCents;
    return subLines.map((line, i) => {
      // Stage 1 refused every line whose item the menu lacks, and pricing gave each line a price.
      const item = index.find(line.code);
      const price = pricing.lines[i];
      if (!item || !price) throw new Error(`Line ${line.code} was not priced`);
      const lineErrors: string[] = [];
      const availability = itemAvailability(item, context.availability);
      if (!availability.orderable) lineErrors.push(availability.label);
      else if (!saleTypeAllows(item.saleType, context.orderType))
        lineErrors.push(`Not available for ${context.orderType}`);
      if (!isWithinOrderLimit(counts.get(line.code) ?? 0, item))
        lineErrors.push(`Order Limit: ${item.maxCardinality}`);
      if (lineErrors.length > 0) lineErrorCount += 1;
      targetable.push({
        code: line.code,
        categoryCode: index.categoryOf(line.code),
        tags: item.tags ?? [],
        menuCode: context.menuCode,
        amountCents: price.subTotalCents,
      });
      return pricedLine(line, price, index, context.menuCode, lineErrors);
    });
  });
  const errors: ValidationError[] =
    lineErrorCount > 0
      ? [{ errorCode: CartErrorCode.itemUnavailable, message: 'Some items in your cart cannot be ordered' }]
      : [];
  return { subTotalCents, lineDocs, targetable, errors };
}
