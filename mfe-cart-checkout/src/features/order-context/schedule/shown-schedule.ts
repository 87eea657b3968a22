import type { StoreOrderContext } from '../order-context-slice';

export type ShownSchedule =
  | { readonly kind: 'asap' }
  | { readonly kind: 'at'; readonly day: string; readonly time: string }
  | { readonly kind: 'none' };

/**
 * What the time summary says, following what `cart:order-context` publishes: a pickup the store
 * takes ASAP by default is published as chosen, so it reads 'ASAP', never 'choose a time'.
 */
export function shownSchedule(
  context: Pick<StoreOrderContext, 'scheduleChosen' | 'scheduledDay' | 'scheduledTime'>,
  asapByDefault: boolean,
): ShownSchedule {
  const { scheduleChosen, scheduledDay, scheduledTime } = context;
  if (scheduleChosen && scheduledTime === 'now') return { kind: 'asap' };
  if (scheduleChosen && scheduledDay && scheduledTime)
    return { kind: 'at', day: scheduledDay, time: scheduledTime };
  return asapByDefault ? { kind: 'asap' } : { kind: 'none' };
}
