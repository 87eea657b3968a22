import { tableTitle } from '../../../../domain/table';
import type { StartListening } from '../../../../lib/store';
import { orderContextActions, selectStoreContext } from '../../order-context-slice';
import type { OrderContextRoot } from '../../state';
import { fetchAssignedMenu } from './table-api';

/** The table whose numbers and menus are wanted: one set, whose menus are not known yet. */
function tableWanting(state: OrderContextRoot) {
  const storeId = state.orderContext.storeId;
  if (!storeId) return null;
  const { tableId, tableMenuCodes, tableSetAt, enteredViaQr } = selectStoreContext(state, storeId);
  if (!tableId || tableMenuCodes !== null) return null;
  return { storeId, tableId, tableSetAt, enteredViaQr };
}

type Wanted = ReturnType<typeof tableWanting>;
const sameTable = (a: Wanted, b: Wanted) =>
  a?.storeId === b?.storeId &&
  a?.tableId === b?.tableId &&
  a?.tableSetAt === b?.tableSetAt &&
  a?.enteredViaQr === b?.enteredViaQr;

/**
 * Once a table is known, asks the API for its numbers and menus: the display number titles the
 * table, the menu codes go out in `cart:order-context.tableMenuCodes` (the menu team restricts the
 * menus by them). `tableMenusWanted` asks for a table already known when the service starts.
 */
export function startTableMenus(startListening: StartListening<OrderContextRoot>): () => void {
  return startListening({
    predicate: (action, current, previous) =>
      tableWanting(current) !== null &&
      (orderContextActions.tableMenusWanted.match(action) ||
        !sameTable(tableWanting(current), tableWanting(previous))),
    effect: async (_action, api) => {
      // The latest table is the one that counts.
      api.cancelActiveListeners();
      const table = tableWanting(api.getState());
      if (!table) return;
      const answer = await fetchAssignedMenu(table.storeId, table.tableId).catch(() => null);
      // An unknown table keeps its number; the server's ORD_ERR_TABLE_NOT_FOUND shows in the cart.
      if (api.signal.aborted || !answer) return;
      const { storeId, tableId } = table;
      api.dispatch(
        orderContextActions.tableSet({
          storeId,
          tableId,
          displayNumber: tableTitle(tableId, answer.displayTableNo ?? answer.tableNo) ?? tableId,
          at: table.tableSetAt ?? api.extra.now(),
          viaQr: table.enteredViaQr,
        }),
      );
      api.dispatch(orderContextActions.tableMenusAssigned({ storeId, menuCodes: answer.menuIds ?? [] }));
    },
  });
}
