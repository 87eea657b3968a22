import { dialogsActions, dialogsSlice } from './dialogs-slice';

const reduce = (actions: ReturnType<(typeof dialogsActions)[keyof typeof dialogsActions]>[]) =>
  actions.reduce(dialogsSlice.reducer, dialogsSlice.getInitialState());

describe('one cart dialog at a time', () => {
  it('the cart gives way to the time dialog and comes back when it closes', () => {
    const opened = reduce([dialogsActions.cartOpened(), dialogsActions.scheduleOpened({ requestId: null })]);
    expect(opened).toMatchObject({ cart: false, schedule: { requestId: null }, returnToCart: true });
    const closed = dialogsSlice.reducer(opened, dialogsActions.scheduleClosed());
    expect(closed).toMatchObject({ cart: false, schedule: null, cartReturning: true });
    expect(dialogsSlice.reducer(closed, dialogsActions.cartReturned())).toMatchObject({
      cart: true,
      cartReturning: false,
    });
  });

  it('a second close (the dialog’s own teardown) changes nothing', () => {
    const once = reduce([
      dialogsActions.cartOpened(),
      dialogsActions.deliveryOpened({ requestId: 'r1' }),
      dialogsActions.deliveryClosed(),
    ]);
    expect(dialogsSlice.reducer(once, dialogsActions.deliveryClosed())).toBe(once);
  });

  it('a time dialog asked by the menu, with no cart open, does not bring the cart', () => {
    const state = reduce([
      dialogsActions.scheduleOpened({ requestId: 'r2' }),
      dialogsActions.scheduleClosed(),
    ]);
    expect(state).toMatchObject({ cart: false, cartReturning: false });
  });

  it('opening the cart while another dialog is up waits for it', () => {
    const state = reduce([dialogsActions.deliveryOpened({ requestId: null }), dialogsActions.cartOpened()]);
    expect(state).toMatchObject({ cart: false, returnToCart: true });
  });
});
