import { buildPath, bus } from '@owa/shared';
import { useIntl } from 'react-intl';
import { parseTableQr } from '../../../../domain/qr';
import { tableTitle } from '../../../../domain/table';
import { orderContextActions } from '../../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../../state';
import { dineInMessages as m } from '../dine-in-messages';
import { dineInActions } from '../dine-in-slice';

/**
 * A scanned text becomes this store's table (spec 1 §5): only the two table-QR URL shapes of the
 * current store are accepted; the store page is then shown with `tid`. Returns false for anything
 * else, which changes nothing and goes nowhere.
 */
export function useTableQr(): (text: string) => boolean {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  return (text) => {
    if (!store) return false;
    const parsed = parseTableQr(text, { currentStoreId: store.storeId });
    if (!parsed.ok) return false;
    const storeId = String(store.storeId);
    const { tableId, query } = parsed.qr;
    dispatch(
      orderContextActions.tableSet({
        storeId,
        tableId,
        displayNumber: tableTitle(tableId) ?? null,
        at: Date.now(),
        viaQr: true,
      }),
    );
    dispatch(orderContextActions.tableMenusAssigned({ storeId, menuCodes: null }));
    dispatch(dineInActions.dialogClosed());
    bus.emit('shell:snack', {
      message: intl.formatMessage(m.tableSet, { table: tableId }),
      status: 'success',
    });
    // Through the shell, which carries the parameters that follow the diner.
    bus.emit('shell:navigate', {
      path: buildPath(
        'menu-selection',
        { restaurantSlug: store.slug ?? storeId, sid: storeId },
        { ...query, tid: tableId },
      ),
    });
    return true;
  };
}
