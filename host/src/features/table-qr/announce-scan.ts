import { bus } from '@owa/shared';

/**
 * Tells the cart team a table was scanned (it clears the address, starts a new cart, sets the table
 * and dine-in). Sent by the shell's boot, before the cart's service can load: the command waits on
 * the bus for it, so the cart's first pricing is already the table's (one POST /shoppingcart).
 */
export function announceTableScan(scan: {
  readonly groupId: string;
  readonly storeId: string;
  readonly tableId: string;
}): void {
  bus.emit('cart:table-scanned', { groupId: scan.groupId, storeId: scan.storeId, tableId: scan.tableId });
}
