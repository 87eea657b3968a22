import { isFinalStatus, nextStatus, ORDER_STATUSES, type OrderStatus } from '@owa/shared/domain';
import type { AppContext } from '../../context.js';
import { orderStatusOf, orderTypeOf, stepsUntilDiner } from './snapshot.js';
import { OrderStatusStore } from './status-store.js';

/** Statuses the demo kitchen moves on from: paid (not SUBMITTED) and not final. */
const MOVING: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'SUBMITTED' && !isFinalStatus(status),
);

/** Orders the kitchen looks at per round, and rounds per tick (a clock moved far ahead catches up in steps). */
const BATCH = 100;
const ROUNDS = 12;

/**
 * The demo kitchen (DEMO-DATA "Order status"): every order moves one step each `stepMs` of the API's
 * clock, a scheduled order's first step not before its kitchen start. Each step is stamped with the
 * time it fell due, so a clock moved a minute ahead (the test clock) yields the same steps and times
 * as a minute of waiting. Several API processes may run it: each step is a conditional move, so a
 * step is taken once.
 */
export class DemoKitchen {
  private timer: NodeJS.Timeout | null = null;
  /** Ticks run one after another; the timer's are skipped while one waits. */
  private queue: Promise<unknown> = Promise.resolve();
  private timerTickPending = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly stepMs: number,
  ) {}

  start(): void {
    // Real time passes for the clock of a running site; a second is plenty to see a 20 s step fall due.
    this.timer = setInterval(
      () => {
        if (this.timerTickPending) return;
        this.timerTickPending = true;
        void this.tick()
          .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'demo kitchen tick failed'))
          .finally(() => {
            this.timerTickPending = false;
          });
      },
      Math.min(1000, this.stepMs),
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }

  /**
   * Takes every step that is due now; resolves with how many were taken. Ticks run one at a time,
   * and each reads the clock when it starts: a tick asked for after the clock moved (the test clock)
   * never shares one that read the time before.
   */
  tick(): Promise<number> {
    const run = this.queue.then(() => this.steps());
    this.queue = run.catch(() => 0);
    return run;
  }

  private async steps(): Promise<number> {
    let taken = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const moved = await this.round();
      taken += moved;
      if (moved === 0) break;
    }
    return taken;
  }

  private async round(): Promise<number> {
    const now = this.ctx.clock.now();
    const due = await this.ctx.db
      .selectFrom('orders')
      .select(['order_id', 'order_type', 'order_status', 'status_at', 'kitchen_start_at', 'estimated_at'])
      .select((eb) => eb.ref('document', '->>').key('asap').as('asap'))
      .where('order_status', 'in', MOVING)
      // A table keeps ordering into its open order: the table's time (spec 2 §9), not the kitchen, closes it.
      .where((eb) => eb.not(eb.and([eb('order_type', '=', 'DINE_IN'), eb('order_status', '=', 'READY')])))
      .where('status_at', '<=', new Date(now.getTime() - this.stepMs))
      .orderBy('status_at')
      .limit(BATCH)
      .execute();
    let moved = 0;
    for (const order of due) {
      if (!order.status_at) continue;
      const status = orderStatusOf(order.order_status);
      const orderType = orderTypeOf(order.order_type);
      const next = nextStatus(orderType, status);
      if (!next) continue;
      let at = order.status_at.getTime() + this.stepMs;
      if (status === 'RECEIVED' && order.kitchen_start_at)
        at = Math.max(at, order.kitchen_start_at.getTime());
      if (at > now.getTime()) continue;
      const step = { status: next, at: new Date(at), estimatedAt: this.estimate(order, next, at) };
      const done = await this.ctx.db
        .transaction()
        .execute((trx) => new OrderStatusStore(trx).move(order.order_id, [status], step));
      if (done) moved++;
    }
    return moved;
  }

  /**
   * The kitchen's own estimate after a step: the steps left at its pace, never before a scheduled
   * order's time; once the diner has the order, the time they got it.
   */
  private estimate(
    order: { order_type: string; estimated_at: Date | null; asap: unknown },
    next: OrderStatus,
    at: number,
  ): Date | undefined {
    const left = stepsUntilDiner(orderTypeOf(order.order_type), next);
    if (next === 'COMPLETED') return undefined;
    const pace = at + left * this.stepMs;
    const scheduled = order.asap === 'false' && order.estimated_at ? order.estimated_at.getTime() : 0;
    return new Date(left === 0 ? at : Math.max(pace, scheduled));
  }
}
