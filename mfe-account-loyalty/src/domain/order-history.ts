// Spec 3 §4 "Account area": order history loads 10 per page from page 1; has-more is true while the
// loaded count differs from the total, and the page number then advances. Orders are keyed by id.
import type { OrderHistoryEntry, OrderHistoryPage } from '@owa/shared/entities';

export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_FIRST_PAGE = 1;

export interface OrderHistoryState {
  orders: Record<string, OrderHistoryEntry>;
  /** Order ids in the order they arrived (newest first, as the API pages them). */
  order: string[];
  pageNumber: number;
  hasMore: boolean;
}

export function emptyOrderHistory(): OrderHistoryState {
  return { orders: {}, order: [], pageNumber: ORDER_HISTORY_FIRST_PAGE, hasMore: true };
}

/** The query of the next GET /order/history. */
export function nextHistoryQuery(state: OrderHistoryState): { size: number; page: number } {
  return { size: ORDER_HISTORY_PAGE_SIZE, page: state.pageNumber };
}

/**
 * Folds a loaded page in. An order already held is updated in place, not counted twice, so a page
 * that overlaps the previous one (a new order arrived meanwhile) cannot loop forever. When nothing
 * new arrives the paging stops even if the counts differ.
 */
export function applyHistoryPage(state: OrderHistoryState, page: OrderHistoryPage): OrderHistoryState {
  const orders = { ...state.orders };
  const order = [...state.order];
  let added = 0;
  for (const entry of page.currentPage) {
    const id = String(entry.orderId);
    if (!(id in orders)) {
      order.push(id);
      added += 1;
    }
    orders[id] = entry;
  }
  const hasMore = order.length !== page.totalSize && added > 0;
  return { orders, order, hasMore, pageNumber: hasMore ? state.pageNumber + 1 : state.pageNumber };
}

export function historyList(state: OrderHistoryState): OrderHistoryEntry[] {
  return state.order.map((id) => state.orders[id]).filter((entry): entry is OrderHistoryEntry => !!entry);
}
