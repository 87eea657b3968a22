import { storeTimeZone } from '@owa/shared/domain';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { CartRootState } from '../../../app/store';
import { selectStoreContext } from '../order-context-slice';
import { type ScheduleModel, scheduleModel } from './schedule-choice';

export type ScheduleModelState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; model: ScheduleModel; zone: string };

/** The day list from the server cart's validTimeSlots, on the store's clock. */
export function useScheduleModel(): ScheduleModelState {
  const cart = useSelector((state: CartRootState) => state.cart);
  const store = useSelector((state: CartRootState) => state.storeInfo.store);
  const context = useSelector((state: CartRootState) => selectStoreContext(state));
  const slots = cart.serverCart?.validTimeSlots;
  const upToDate = cart.pricedRevision === cart.revision;
  return useMemo((): ScheduleModelState => {
    if (cart.status === 'failed' && !slots) return { status: 'failed', message: cart.errorMessage };
    // A change not yet priced (a pending request included) would offer the previous menu's slots.
    if (!store || !slots || (!upToDate && cart.status !== 'failed')) return { status: 'loading' };
    const zone = storeTimeZone(store);
    const model = scheduleModel({
      slots,
      orderType: context.orderType,
      now: Date.now(),
      zone,
      manualScheduling: store.settings?.orderSettings?.scheduleTakeoutDatetimeManually === true,
      provider: context.deliveryProvider,
      saved: { scheduledDay: context.scheduledDay, scheduledTime: context.scheduledTime },
    });
    return { status: 'ready', model, zone };
  }, [cart.status, cart.errorMessage, slots, upToDate, store, context]);
}
