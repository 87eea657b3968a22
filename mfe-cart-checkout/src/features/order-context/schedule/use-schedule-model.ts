import { storeTimeZone } from '@owa/shared/domain';
import { useMemo } from 'react';
import { selectStoreContext } from '../order-context-slice';
import { useOrderContextSelector } from '../state';
import { type ScheduleModel, scheduleModel } from './schedule-choice';

export type ScheduleModelState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; model: ScheduleModel; zone: string };

/** The day list from the priced validTimeSlots, on the store's clock. */
export function useScheduleModel(): ScheduleModelState {
  const { slots, upToDate, failed, message } = useOrderContextSelector((state) => state.timeSlots);
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  return useMemo((): ScheduleModelState => {
    if (failed && !slots) return { status: 'failed', message };
    // A change not yet priced (a pending request included) would offer the previous menu's slots.
    if (!store || !slots || (!upToDate && !failed)) return { status: 'loading' };
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
  }, [failed, message, slots, upToDate, store, context]);
}
