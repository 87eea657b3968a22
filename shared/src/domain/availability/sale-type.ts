// Sale-type mapping per order type (spec 1 §3, §4.4).
import type { OrderType, SaleType } from '../../entities/menu.js';
import { type RuleLogger, silentLogger } from './logger.js';

/**
 * Which order types each sale type may be sold for. TAKE_OUT is food that leaves the store, so
 * pickup and delivery; the combined names list their two types.
 */
export const SALE_TYPE_ORDER_TYPES: Readonly<Record<SaleType, readonly OrderType[]>> = {
  ALL: ['PICKUP', 'DELIVERY', 'DINE_IN'],
  DINE_IN: ['DINE_IN'],
  DELIVERY: ['DELIVERY'],
  PICKUP: ['PICKUP'],
  TAKE_OUT: ['PICKUP', 'DELIVERY'],
  DELIVERY_DINE_IN: ['DELIVERY', 'DINE_IN'],
  PICKUP_DINE_IN: ['PICKUP', 'DINE_IN'],
};

// The table above is typed over every sale type, so it also says which names are known; reading
// it (rather than the entity's list) keeps the entity schemas out of a client's bundle.
function isKnownSaleType(value: string): value is SaleType {
  return Object.hasOwn(SALE_TYPE_ORDER_TYPES, value);
}

/**
 * Whether something with this sale type is offered for the order type. No sale type means all; an
 * unknown one is reported and passes, so a new server value never hides a whole menu.
 */
export function saleTypeAllows(
  saleType: string | null | undefined,
  orderType: OrderType,
  logger: RuleLogger = silentLogger,
): boolean {
  if (saleType === null || saleType === undefined || saleType === '') return true;
  if (!isKnownSaleType(saleType)) {
    logger.warn(`Unknown sale type ${saleType}; showing the item`, { saleType, orderType });
    return true;
  }
  return SALE_TYPE_ORDER_TYPES[saleType].includes(orderType);
}

/** Items (or categories) offered for the order type. */
export function filterBySaleType<T extends { saleType?: string | null | undefined }>(
  entries: readonly T[],
  orderType: OrderType,
  logger: RuleLogger = silentLogger,
): T[] {
  return entries.filter((entry) => saleTypeAllows(entry.saleType, orderType, logger));
}
