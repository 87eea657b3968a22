import { bus } from '@owa/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isTableExpired } from '../../../../domain/table';
import { orderContextActions, selectStoreContext } from '../../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../../state';
import { dineInMessages as m } from '../dine-in-messages';

/** Checked this often, and at once when the page opens with an old table. */
export const EXPIRY_CHECK_MS = 30_000;

/** Spec 2 §4: a table chosen 150 minutes ago is cleared with 'Please re-select your table'. */
export function useTableExpiry(): void {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const storeId = useOrderContextSelector((state) => state.orderContext.storeId);
  const { tableId, tableSetAt } = useOrderContextSelector((state) => selectStoreContext(state));
  useEffect(() => {
    if (!storeId || !tableId || tableSetAt === null) return;
    const check = () => {
      if (!isTableExpired(tableSetAt, Date.now())) return false;
      dispatch(orderContextActions.tableCleared({ storeId }));
      bus.emit('shell:snack', { message: intl.formatMessage(m.tableExpired), status: 'info' });
      return true;
    };
    if (check()) return;
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [dispatch, intl, storeId, tableId, tableSetAt]);
}
