// How the order status page follows an order (issue 23): the steps it draws, when it tries the
// stream again after the network dropped, and what it tells the diner once the order is ready.
import { isReadyForDiner, type OrderStatus, statusSteps } from '@owa/shared/domain';

export type StepState = 'done' | 'current' | 'upcoming';

export interface StepView {
  readonly status: OrderStatus;
  readonly state: StepState;
  readonly at: string | null;
}

/** The order type's path, each step done, current or still to come (a cancelled order: none current). */
export function stepViews(
  orderType: 'PICKUP' | 'DELIVERY' | 'DINE_IN',
  status: OrderStatus,
  reached: readonly { readonly status: OrderStatus; readonly at: string | null }[],
): StepView[] {
  const path = statusSteps(orderType);
  const current = path.indexOf(status);
  return path.map((step, index) => ({
    status: step,
    state: current < 0 || index > current ? 'upcoming' : index === current ? 'current' : 'done',
    at: reached.find((entry) => entry.status === step)?.at ?? null,
  }));
}

/** Waits between stream attempts: 1 s, 2 s, 4 s… up to 30 s (the fallback poll covers the gap). */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/** While the stream is down the status is read every this many milliseconds. */
export const FALLBACK_POLL_MS = 15_000;

/** The diner is told once, when the order first turns ready (or leaves for delivery) while watched. */
export function becameReady(before: OrderStatus | null, now: OrderStatus): boolean {
  return before !== null && !isReadyForDiner(before) && isReadyForDiner(now);
}
