import { type EventBus, bus as pageBus } from '@owa/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { RoomStore, Stop } from '../../../lib/store';
import { dineInActions, dineInMessages } from '../../order-context';
import { checkoutActions } from '../checkout-slice';
import { type CheckoutRoot, useCheckoutSelector } from '../state';

/**
 * The login dialog's guest step (spec 3 §4 "Guest path") hands the guest checkout to the cart with
 * `cart:guest-checkout-requested`, and the cart takes it from there, end to end: its dialog paid in
 * person opens in place of the cart (a failed attempt stays in it with its retry), a placed order
 * goes to the account team's guest history (`account:guest-order-placed`, finish-order.ts), and a
 * cart with nothing to order says so and reports it (spec 3 §7: every guest checkout failure, 505).
 */
export function handleGuestCheckoutCommand(store: RoomStore<CheckoutRoot>, bus: EventBus): Stop {
  const subscription = bus.on('cart:guest-checkout-requested').subscribe(() => {
    if (store.getState().cart.lines.length === 0) {
      store.dispatch(checkoutActions.guestCheckoutRefused());
      bus.emit('shell:error-report', { error: 'guest checkout failed', statusCode: 505 });
      return;
    }
    store.dispatch(dineInActions.dialogRequested('guest-checkout'));
  });
  return () => subscription.unsubscribe();
}

/** Says a refused guest checkout once, in the diner's language ('Failed to process order. Please try again.'). */
export function useGuestCheckoutRefusals(): void {
  const intl = useIntl();
  const refusals = useCheckoutSelector((state) => state.checkout.guestRefusals);
  const said = useRef(refusals);
  useEffect(() => {
    if (refusals === said.current) return;
    said.current = refusals;
    pageBus.emit('shell:snack', {
      message: intl.formatMessage(dineInMessages.dineInFailed),
      status: 'error',
    });
  }, [refusals, intl]);
}
