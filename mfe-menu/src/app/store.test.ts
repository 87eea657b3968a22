import { createMenuStore, menuReducer } from './store';

describe('the menu store', () => {
  it('gives the same state back for an action no slice handles, so no selector re-runs', () => {
    const state = menuReducer(undefined, { type: '@@init' });
    expect(menuReducer(state, { type: 'someone/else' })).toBe(state);
  });

  it('has no item dialog state until the dialog code loads and injects its slice', async () => {
    const store = createMenuStore();
    expect(store.getState().itemDialog).toBeUndefined();
    const { dialogClosed } = await import('../features/item-dialog/item-dialog-slice');
    store.dispatch(dialogClosed());
    expect(store.getState().itemDialog).toMatchObject({ request: null, status: 'idle' });
    const before = store.getState();
    store.dispatch({ type: 'someone/else' });
    expect(store.getState()).toBe(before);
  });
});
