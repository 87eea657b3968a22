import { type Order, OrderSchema } from '@owa/shared/api';
import { parseStored } from '../../db/stored.js';

/** The columns every order read and write hands back (an order row as the features use it). */
export const ORDER_ROW_COLUMNS = [
  'order_id',
  'customer_id',
  'store_id',
  'order_type',
  'order_status',
  'total_cents',
  'document',
  'guest_token',
] as const;

export interface OrderRow {
  order_id: string;
  customer_id: number | null;
  store_id: string;
  order_type: string;
  order_status: string;
  total_cents: number;
  /** The order as the contract describes it (OrderSchema), parsed once where it is read. */
  document: Order;
  /** A guest order's bearer secret (issue 23); null for a customer's. */
  guest_token: string | null;
}

/** An order row with its stored document parsed. */
export function orderRow<R extends { document: unknown }>(row: R): Omit<R, 'document'> & { document: Order } {
  return { ...row, document: parseStored(OrderSchema, row.document, 'order') };
}
