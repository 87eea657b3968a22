import * as v from 'valibot';
import type { RoomStore } from '../../../lib/store';
import { dineInActions, type PastOrder } from './dine-in-slice';

/** The open order's rounds survive a reload of the tab (the order id itself is in the order context). */
export const ROUNDS_KEY = 'owa.dine-in-rounds.v1';

const PastOrderSchema = v.object({
  storeId: v.string(),
  orderId: v.string(),
  rounds: v.array(
    v.object({
      seq: v.number(),
      items: v.array(v.object({ id: v.string(), name: v.string(), qty: v.number() })),
    }),
  ),
});

export function readRounds(storage: Storage): PastOrder | null {
  try {
    const parsed = v.safeParse(PastOrderSchema, JSON.parse(storage.getItem(ROUNDS_KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

type WithRounds = { readonly dineIn: { readonly pastOrder: PastOrder | null } };

/** Restores the kept rounds, then keeps them as they change. Returns the stop function. */
export function keepRounds(store: RoomStore<WithRounds>, storage: Storage): () => void {
  const kept = readRounds(storage);
  if (kept) store.dispatch(dineInActions.roundPlaced(kept));
  return store.startListening({
    predicate: (_action, current, previous) => current.dineIn.pastOrder !== previous.dineIn.pastOrder,
    effect: (_action, api) => {
      const current = api.getState().dineIn.pastOrder;
      try {
        if (current) storage.setItem(ROUNDS_KEY, JSON.stringify(current));
        else storage.removeItem(ROUNDS_KEY);
      } catch {
        // Storage full or blocked: the rounds are then shown for this page view only.
      }
    },
  });
}
