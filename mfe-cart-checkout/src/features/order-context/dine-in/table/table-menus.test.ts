import { fakeApi, settleMicrotasks } from '../../../../testing/fake-api';
import { orderContextStore } from '../../../../testing/room-stores';
import { orderContextActions as act, selectStoreContext } from '../../order-context-slice';
import { startTableMenus } from './table-menus';

const api = fakeApi(() => ({
  '/assigned_menu': () => [200, { tableNo: 3, displayTableNo: 'M3', menuIds: ['LUNCH', 7] }],
}));
beforeEach(() => api.reset());

function withTableMenus() {
  const store = orderContextStore();
  const stop = startTableMenus(store.startListening);
  return { store, stop, context: () => selectStoreContext(store.getState()) };
}

describe('a table\'s numbers and menus (GET /assigned_menu; spec 2 §4 "Table")', () => {
  it('are asked for once a table is set: the display number titles it, the menus restrict ordering', async () => {
    const { store, stop, context } = withTableMenus();
    store.dispatch(act.tableScanned({ storeId: '1001', tableId: '3', at: 1_000 }));
    await settleMicrotasks();
    expect(api.callsTo('/assigned_menu')).toHaveLength(1);
    expect(api.callsTo('/assigned_menu')[0]?.url).toContain('tableId=3');
    expect(context()).toMatchObject({
      tableDisplayNumber: 'M3',
      tableMenuCodes: ['LUNCH', '7'],
      tableSetAt: 1_000,
    });
    // Known now: nothing more is asked.
    store.dispatch(act.takeoutToggled({ storeId: '1001', takeout: true }));
    await settleMicrotasks();
    expect(api.callsTo('/assigned_menu')).toHaveLength(1);
    stop();
  });

  it('an unknown table keeps its number; a table kept from an earlier visit is asked for when wanted', async () => {
    api.answer('/assigned_menu', () => [404, { errorCode: 'ORD_ERR_TABLE_NOT_FOUND', errorMsg: 'no' }]);
    const { store, stop, context } = withTableMenus();
    store.dispatch(act.storeEntered('1001'));
    store.dispatch(
      act.tableSet({ storeId: '1001', tableId: '99', displayNumber: '99', at: 1_000, viaQr: false }),
    );
    await settleMicrotasks();
    expect(context()).toMatchObject({ tableDisplayNumber: '99', tableMenuCodes: null });
    api.reset();
    store.dispatch(act.tableMenusWanted());
    await settleMicrotasks();
    expect(context()).toMatchObject({ tableDisplayNumber: 'M3', tableMenuCodes: ['LUNCH', '7'] });
    stop();
  });
});
