import { cartStore } from '../../testing/room-stores';
import { contextDialogsActions, dineInActions } from '../order-context';
import { cartDialogActions } from './cart-dialog-slice';

const { cartOpened, cartClosed, cartReturned } = cartDialogActions;
const { scheduleOpened, scheduleClosed, deliveryOpened, deliveryClosed } = contextDialogsActions;

describe('one cart dialog at a time', () => {
  it('the cart gives way to the time dialog and comes back when it closes', () => {
    const store = cartStore();
    store.dispatch(cartOpened({ afterOther: false }));
    store.dispatch(scheduleOpened());
    expect(store.getState().cartDialog).toMatchObject({ open: false, returnToCart: true });
    expect(store.getState().contextDialogs.schedule).toBe(true);
    store.dispatch(scheduleClosed({ scheduled: true }));
    expect(store.getState().cartDialog).toMatchObject({ open: false, cartReturning: true });
    store.dispatch(cartReturned());
    expect(store.getState().cartDialog).toMatchObject({ open: true, cartReturning: false });
  });

  it('a second close (the dialog’s own teardown) changes nothing', () => {
    const store = cartStore();
    store.dispatch(cartOpened({ afterOther: false }));
    store.dispatch(deliveryOpened());
    store.dispatch(deliveryClosed({ scheduled: false }));
    const once = store.getState().cartDialog;
    store.dispatch(deliveryClosed({ scheduled: false }));
    expect(store.getState().cartDialog).toBe(once);
  });

  it('a time dialog opened with no cart open does not bring the cart', () => {
    const store = cartStore();
    store.dispatch(scheduleOpened());
    store.dispatch(scheduleClosed({ scheduled: false }));
    expect(store.getState().cartDialog).toEqual({ open: false, returnToCart: false, cartReturning: false });
  });

  it('opening the cart while another dialog is up waits for it', () => {
    const store = cartStore();
    store.dispatch(deliveryOpened());
    store.dispatch(cartOpened({ afterOther: true }));
    expect(store.getState().cartDialog).toMatchObject({ open: false, returnToCart: true });
    store.dispatch(deliveryClosed({ scheduled: true }));
    expect(store.getState().cartDialog).toMatchObject({ cartReturning: true });
  });

  it('a dine-in dialog replaces the cart for good, and opens once the cart has gone', async () => {
    jest.useFakeTimers();
    const store = cartStore();
    store.dispatch(cartOpened({ afterOther: false }));
    store.dispatch(dineInActions.dialogRequested('scanner'));
    expect(store.getState().cartDialog).toEqual({ open: false, returnToCart: false, cartReturning: false });
    expect(store.getState().dineIn.dialog).toBeNull();
    await jest.advanceTimersByTimeAsync(50);
    expect(store.getState().dineIn.dialog).toBe('scanner');
    store.dispatch(cartClosed());
    jest.useRealTimers();
  });
});
