import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../../app/store';
import { tableTitle } from '../../../../domain/table';
import { orderContextActions, selectStoreContext } from '../../order-context-slice';
import { fetchAssignedMenu } from './table-api';

/**
 * Once a table is known, asks the API for its numbers and menus: the display number titles the
 * table, the menu codes go out in `cart:order-context.tableMenuCodes` (the menu team restricts the
 * menus by them).
 */
export function useTableMenus(): void {
  const dispatch = useDispatch<CartDispatch>();
  const storeId = useSelector((state: CartRootState) => state.orderContext.storeId);
  const context = useSelector((state: CartRootState) => selectStoreContext(state));
  const { tableId, tableMenuCodes, tableSetAt, enteredViaQr } = context;
  useEffect(() => {
    if (!storeId || !tableId || tableMenuCodes !== null) return;
    let live = true;
    fetchAssignedMenu(storeId, tableId)
      .then((answer) => {
        if (!live) return;
        dispatch(
          orderContextActions.tableSet({
            storeId,
            tableId,
            displayNumber: tableTitle(tableId, answer.displayTableNo ?? answer.tableNo) ?? tableId,
            at: tableSetAt ?? Date.now(),
            viaQr: enteredViaQr,
          }),
        );
        dispatch(orderContextActions.tableMenusAssigned({ storeId, menuCodes: answer.menuIds ?? [] }));
      })
      // An unknown table keeps its number; the server's ORD_ERR_TABLE_NOT_FOUND shows in the cart.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dispatch, storeId, tableId, tableMenuCodes, tableSetAt, enteredViaQr]);
}
