import { useChannel } from '@owa/shared';
import { useRef, useState } from 'react';
import { idempotencyToken, orderPayload } from '../../../domain/order-payload';
import { buildCartRequest, cartMenuCode } from '../../cart';
import { dineInActions, orderContextActions, selectStoreContext } from '../../order-context';
import { finishOrder } from '../payment/finish-order';
import { useCheckoutDispatch, useCheckoutSelector } from '../state';
import { placeGuestRound, reportGuestFailure } from './guest-order';

const NO_DETAILS = {
  firstname: '',
  lastname: '',
  phoneNumber: '',
  email: '',
  orderNotes: '',
  deliveryNotes: '',
};

/** Places the cart as a dine-in round paid in person (first round) or as a sub-order (later rounds). */
export function useGuestCheckout() {
  const dispatch = useCheckoutDispatch();
  const session = useChannel('shell:session');
  const cart = useCheckoutSelector((state) => state.cart);
  const store = useCheckoutSelector((state) => state.storeInfo.store);
  const context = useCheckoutSelector((state) => selectStoreContext(state));
  const [phase, setPhase] = useState<'idle' | 'placing' | 'failed'>('idle');
  const running = useRef(false);
  const existingOrderId = context.existingOrderId;

  const place = async (captcha: string | null) => {
    if (running.current || !store || !cart.storeId) return;
    running.current = true;
    setPhase('placing');
    const storeId = String(store.storeId);
    const request = buildCartRequest({
      storeId,
      lines: cart.lines,
      orderUUID: cart.orderUUID,
      context,
      promotions: cart.promotions,
      store,
      now: Date.now(),
    });
    const payload = orderPayload(
      { cart: request, customerId: session?.user?.id ?? null, vc: null, takeout: context.takeout },
      { ...NO_DETAILS, orderNotes: cart.orderNotes },
    );
    try {
      const result = await placeGuestRound({
        payload: { ...payload, idempotencyToken: idempotencyToken(cart.idempotencyToken, payload) },
        menu: cartMenuCode(cart.lines) ?? null,
        existingOrderId,
        captcha,
      });
      dispatch(orderContextActions.existingOrderSet({ storeId, orderId: result.orderId }));
      dispatch(dineInActions.roundPlaced({ storeId, orderId: result.orderId, rounds: result.rounds }));
      dispatch(dineInActions.dialogClosed());
      finishOrder(dispatch, {
        order: {
          orderId: result.orderId,
          displayId: result.displayId,
          scheduledTime: null,
          pointsEarned: 0,
          orderBonus: null,
        },
        store,
        orderType: 'DINE_IN',
        // A later round is the same order: it is already in the guest history.
        guest: !session?.user && existingOrderId === null,
      });
      setPhase('idle');
    } catch (error) {
      reportGuestFailure(storeId, error);
      setPhase('failed');
    } finally {
      running.current = false;
    }
  };

  return { phase, place, isSubOrder: existingOrderId !== null, total: cart.serverCart?.total ?? null };
}
