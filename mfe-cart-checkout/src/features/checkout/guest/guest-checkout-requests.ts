import { bus, type CommandMap } from '@owa/shared';
import type { RoomStore, Stop } from '../../../common/store';
import { dineInActions } from '../../order-context';
import type { CheckoutRoot } from '../state';

type Settled = CommandMap['account:guest-checkout-settled'];

/**
 * The login dialog's guest step (spec 3 §4 "Guest path"): `cart:guest-checkout-requested` opens the
 * cart's own guest checkout (the dine-in dialog paid in person) and answers
 * `account:guest-checkout-settled` once a round is placed (its order id) or the dialog is closed
 * without one. It says `account:guest-checkout-opened` as soon as the dialog is up, which stops the
 * account team's 30-second time-out (the diner's time in the dialog is theirs). A failed attempt
 * stays in the dialog, which offers the retry.
 */
export function answerGuestCheckoutRequests(store: RoomStore<CheckoutRoot>): Stop[] {
  let pending: { requestId: string; pastOrder: unknown; opened: boolean } | null = null;
  const settle = (answer: Omit<Settled, 'requestId'>) => {
    if (!pending) return;
    const { requestId } = pending;
    pending = null;
    bus.emit('account:guest-checkout-settled', { requestId, ...answer });
  };
  const watching = store.startListening({
    predicate: (_action, current, previous) => current.dineIn !== previous.dineIn,
    effect: (_action, api) => {
      if (!pending) return;
      const { dineIn } = api.getState();
      // A placed round comes before the dialog closes (use-guest-checkout), so success is seen first.
      if (dineIn.pastOrder && dineIn.pastOrder !== pending.pastOrder) {
        settle({ ok: true, orderId: dineIn.pastOrder.orderId });
        return;
      }
      if (dineIn.dialog === 'guest-checkout') {
        if (pending.opened) return;
        pending.opened = true;
        bus.emit('account:guest-checkout-opened', { requestId: pending.requestId });
      } else if (pending.opened) settle({ ok: false, cancelled: true });
    },
  });
  const requests = bus.on('cart:guest-checkout-requested').subscribe(({ requestId }) => {
    settle({ ok: false, cancelled: true });
    const { cart, dineIn } = store.getState();
    if (cart.lines.length === 0) {
      bus.emit('account:guest-checkout-settled', { requestId, ok: false });
      return;
    }
    pending = { requestId, pastOrder: dineIn.pastOrder, opened: false };
    store.dispatch(dineInActions.dialogRequested('guest-checkout'));
  });
  return [
    watching,
    () => {
      requests.unsubscribe();
      pending = null;
    },
  ];
}
