// The payment modules' ports in memory, for their unit tests (no server, no database). Every
// operation takes its turn (one at a time, as serializable transactions would) and a transaction
// that throws leaves nothing behind, so what the tests check of holds and rollbacks is what the
// database does. The simulated processor keeps its charges here too.
import type { Order } from '@owa/shared/api';
import { fixedClock, type SettableClock, settableClock } from '../clock.js';
import type { AttemptDeps } from '../features/payments/attempt.js';
import {
  type LedgerAccounts,
  OrderAlreadyPaid,
  type PayableOrder,
  type PaymentRow,
  type PaymentStore,
  type PaymentsTx,
} from '../features/payments/ports.js';
import { SimulatedCardProcessor, type SimulatedLedger } from '../features/payments/processor.js';

export interface MemoryState {
  customers: Map<number, { wallet: number; points: number }>;
  /** Held coupons by uuid. */
  coupons: Map<string, { customerId: number; usedOrderId: string | null }>;
  punchCards: Map<string, { customerId: number; earned: number }>;
  orders: Map<string, PayableOrder>;
  payments: Map<string, PaymentRow>;
  charges: Map<string, { key: string; ref: string; orderId: string; amountCents: number; status: string }>;
}

export const NOW = new Date('2026-11-21T19:00:00.000Z');

export function emptyState(): MemoryState {
  return {
    customers: new Map(),
    coupons: new Map(),
    punchCards: new Map(),
    orders: new Map(),
    payments: new Map(),
    charges: new Map(),
  };
}

/** One operation at a time; a failed one is rolled back. */
class Turns {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(public state: MemoryState) {}

  run<T>(work: (state: MemoryState) => Promise<T> | T): Promise<T> {
    const turn = this.queue.then(async () => {
      const before = structuredClone(this.state);
      try {
        return await work(this.state);
      } catch (error) {
        this.state = before;
        throw error;
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

function customer(state: MemoryState, id: number) {
  const found = state.customers.get(id);
  if (!found) throw new Error(`no customer ${id}`);
  return found;
}

function accounts(state: () => MemoryState): LedgerAccounts {
  return {
    lockWallet: async (id) => state().customers.get(id)?.wallet ?? 0,
    walletBalance: async (id) => customer(state(), id).wallet,
    async debitWallet(id, cents) {
      const c = customer(state(), id);
      if (c.wallet < cents) return null;
      c.wallet -= cents;
      return c.wallet;
    },
    async creditWallet(id, cents) {
      const c = customer(state(), id);
      c.wallet += cents;
      return c.wallet;
    },
    async debitPoints(id, points) {
      const c = customer(state(), id);
      if (c.points < points) return null;
      c.points -= points;
      return c.points;
    },
    async creditPoints(id, points) {
      const c = customer(state(), id);
      c.points += points;
      return c.points;
    },
    async takeCoupon(id, uuid, orderId) {
      const coupon = state().coupons.get(uuid);
      if (!coupon || coupon.customerId !== id || coupon.usedOrderId !== null) return false;
      coupon.usedOrderId = orderId;
      return true;
    },
    async returnCoupon(uuid, orderId) {
      const coupon = state().coupons.get(uuid);
      if (!coupon || coupon.usedOrderId !== orderId) return false;
      coupon.usedOrderId = null;
      return true;
    },
    async takeStamps(id, cardId, stamps) {
      const card = state().punchCards.get(cardId);
      if (!card || card.customerId !== id || card.earned < stamps) return false;
      card.earned -= stamps;
      return true;
    },
    async returnStamps(id, cardId, stamps) {
      const card = state().punchCards.get(cardId);
      if (card && card.customerId === id) card.earned += stamps;
    },
  };
}

function order(state: MemoryState, orderId: string): PayableOrder {
  const found = state.orders.get(orderId);
  if (!found) throw new Error(`no order ${orderId}`);
  return structuredClone(found);
}

function tx(state: () => MemoryState): PaymentsTx {
  return {
    accounts: accounts(state),
    lockOrder: async (orderId) => order(state(), orderId),
    readOrder: async (orderId) => order(state(), orderId),
    hasWaitingPayment: async (orderId) =>
      [...state().payments.values()].some((p) => p.order_id === orderId && p.status === 'requires_action'),
    nextAttempt: async (orderId) =>
      Math.max(
        0,
        ...[...state().payments.values()].filter((p) => p.order_id === orderId).map((p) => p.attempt),
      ) + 1,
    async insertPayment(p) {
      state().payments.set(p.id, {
        id: p.id,
        order_id: p.orderId,
        customer_id: p.customerId,
        payment_type: p.paymentType,
        status: p.status,
        amount_cents: p.amountCents,
        wallet_cents: p.walletCents,
        wallet_held: p.walletHeld,
        tips_cents: p.tipsCents,
        processor: p.processor,
        processor_ref: null,
        error_msg: null,
        created_at: p.at,
        updated_at: p.at,
        attempt: p.attempt,
        idempotency_key: p.attempt > 0 ? `${p.orderId}.${p.attempt}` : null,
        loyalty_held: p.loyaltyHeld,
        charged: false,
        refunded: false,
      });
    },
    async lockPayment(id, statuses) {
      const p = state().payments.get(id);
      return p && statuses.includes(p.status) ? { ...p } : undefined;
    },
    async markSucceeded(id, at) {
      const p = state().payments.get(id);
      if (p?.status !== 'requires_action') return undefined;
      const paid = [...state().payments.values()].some(
        (o) => o.order_id === p.order_id && o.status === 'succeeded',
      );
      if (paid) throw new OrderAlreadyPaid();
      Object.assign(p, { status: 'succeeded', updated_at: at });
      return { ...p };
    },
    async endPayment(id, change) {
      const p = state().payments.get(id);
      if (!p) return;
      Object.assign(p, {
        status: change.status,
        error_msg: change.errorMsg,
        wallet_held: false,
        loyalty_held: false,
        updated_at: change.at,
        ...(change.processorRef !== undefined ? { processor_ref: change.processorRef } : {}),
      });
    },
    async writeOrder(orderId, document, orderStatus) {
      const o = state().orders.get(orderId);
      if (!o) return;
      o.document = structuredClone(document);
      if (orderStatus) o.order_status = orderStatus;
    },
    async kitchenReceives(orderId) {
      const o = state().orders.get(orderId);
      if (o?.order_status === 'SUBMITTED') o.order_status = 'RECEIVED';
    },
  };
}

export function memoryStore(turns: Turns): PaymentStore {
  const current = () => turns.state;
  const payments = () => [...turns.state.payments.values()];
  const copy = (p: PaymentRow | undefined) => (p ? { ...p } : undefined);
  return {
    transaction: (work) => turns.run(() => work(tx(current))),
    payment: (id) => turns.run((s) => copy(s.payments.get(id))),
    latestPayment: (orderId) =>
      turns.run(() => {
        const rank = (status: string) =>
          ({ succeeded: 0, requires_action: 1, pending: 2 })[status as 'succeeded'] ?? 3;
        return copy(
          payments()
            .filter((p) => p.order_id === orderId)
            .sort(
              (a, b) => rank(a.status) - rank(b.status) || b.created_at.getTime() - a.created_at.getTime(),
            )[0],
        );
      }),
    waitingPayments: (orderId, filter) =>
      turns.run(() =>
        payments()
          .filter(
            (p) =>
              p.order_id === orderId &&
              p.status === 'requires_action' &&
              (!filter.createdBefore || p.created_at < filter.createdBefore) &&
              (!filter.waitingForCustomer || p.processor_ref !== null || p.processor === 'WECHAT_SIMULATED'),
          )
          .map((p) => ({ ...p })),
      ),
    lostAttempts: (processor, updatedBefore) =>
      turns.run(() =>
        payments()
          .filter(
            (p) =>
              p.status === 'requires_action' &&
              p.processor === processor &&
              (p.processor_ref === null || p.charged) &&
              p.updated_at < updatedBefore,
          )
          .map((p) => ({ ...p })),
      ),
    unreversedPayments: (processor) =>
      turns.run(() =>
        payments()
          .filter(
            (p) =>
              p.processor === processor &&
              p.processor_ref !== null &&
              !p.refunded &&
              p.status !== 'succeeded' &&
              p.status !== 'requires_action',
          )
          .map((p) => ({ ...p })),
      ),
    recordCharge: (id, change) =>
      turns.run((s) => {
        const p = s.payments.get(id);
        if (!p) return;
        p.charged = change.charged;
        if (change.processorRef !== undefined) p.processor_ref = change.processorRef;
        if (change.at) p.updated_at = change.at;
      }),
    markRefunded: (id, at) =>
      turns.run((s) => {
        const p = s.payments.get(id);
        if (p) Object.assign(p, { refunded: true, updated_at: at });
      }),
  };
}

function memoryLedger(turns: Turns): SimulatedLedger {
  const find = (test: (c: { key: string; ref: string; status: string }) => boolean) =>
    turns.run((s) => {
      const found = [...s.charges.values()].find(test);
      return found ? { ref: found.ref, status: found.status } : null;
    });
  return {
    record: (charge) =>
      turns.run((s) => {
        if (!s.charges.has(charge.key)) s.charges.set(charge.key, { ...charge });
        const kept = s.charges.get(charge.key) ?? charge;
        return { ref: kept.ref, status: kept.status };
      }),
    byKey: (key) => find((c) => c.key === key),
    byRef: (ref) => find((c) => c.ref === ref),
    move: (ref, from, to) =>
      turns.run((s) => {
        const charge = [...s.charges.values()].find((c) => c.ref === ref);
        if (!charge || !from.includes(charge.status)) return false;
        charge.status = to;
        return true;
      }),
  };
}

/** A demo-like order: Jane's pickup, 15.00 with tax, earning 13 points. */
export function orderDocument(orderId: string, over: Partial<Order> = {}): Order {
  return {
    orderId,
    displayId: 'P100',
    storeId: '1001',
    groupId: 'burger-group',
    customerId: 1001,
    orderType: 'PICKUP',
    orderStatus: 'SUBMITTED',
    createdDate: NOW.toISOString(),
    subOrderList: [],
    subTotal: 13.27,
    discountTotal: 0,
    deliveryCharge: 0,
    taxTotal: 1.73,
    total: 15,
    rewardPoints: 13,
    paymentStatus: 'UNPAID',
    paidCents: 0,
    couponUuid: null,
    pointsRedeemed: 0,
    punchCardUse: [],
    ...over,
  };
}

/** A world of payments in memory: its state, its store, the simulated processor, a movable clock. */
export function memoryPayments(state: MemoryState = emptyState()) {
  const turns = new Turns(state);
  const clock: SettableClock = settableClock(fixedClock(NOW));
  const processor = new SimulatedCardProcessor(memoryLedger(turns));
  const clearedCarts: string[] = [];
  const logs: string[] = [];
  const store = memoryStore(turns);
  const deps: AttemptDeps<{ id: number }> = {
    store,
    processor,
    clock,
    orders: {
      async require(orderId, caller) {
        const found = turns.state.orders.get(orderId);
        if (!found) throw new Error('Order not found');
        if (found.customer_id !== null && found.customer_id !== caller?.id) throw new Error('Not yours');
        return structuredClone(found);
      },
      find: async (orderId) => structuredClone(turns.state.orders.get(orderId)),
    },
    clearCart: async (customerId, storeId) => {
      clearedCarts.push(`${customerId}:${storeId}`);
    },
    log: { info: (_details, message) => logs.push(message) },
    placeOrder: async () => {
      throw new Error('placing orders is not part of these tests');
    },
    storeSettings: async () => ({
      groupId: 'burger-group',
      enableTipForStore: false,
      paymentSettings: { ALL: ['ONLINE', 'MEMBERSHIP', 'OFFLINE'] },
    }),
    cards: {
      find: async (id) =>
        ({
          visa: { customerId: 1001, token: 'sim_tok_approve_visa', brand: 'VISA' },
          declined: { customerId: 1001, token: 'sim_tok_decline_x', brand: 'VISA' },
          challenge: { customerId: 1001, token: 'sim_tok_challenge_x', brand: 'VISA' },
          sams: { customerId: 1002, token: 'sim_tok_approve_sam', brand: 'VISA' },
        })[id],
    },
    redeemCaptcha: async (solution) => solution === 'solved',
    apiBase: '/api/v1',
  };
  return {
    get state() {
      return turns.state;
    },
    deps,
    store,
    processor,
    clock,
    clearedCarts,
    logs,
    addCustomer(id: number, balances: { wallet?: number; points?: number } = {}) {
      turns.state.customers.set(id, { wallet: balances.wallet ?? 0, points: balances.points ?? 0 });
    },
    addOrder(
      orderId: string,
      totalCents: number,
      over: Partial<Order> = {},
      customerId: number | null = 1001,
    ) {
      const document = orderDocument(orderId, { customerId, ...over });
      turns.state.orders.set(orderId, {
        order_id: orderId,
        customer_id: customerId,
        store_id: '1001',
        order_type: document.orderType,
        order_status: 'SUBMITTED',
        total_cents: totalCents,
        document,
        guest_token: null,
      });
    },
    /** Wallet, points, unused coupons and stamps of a customer: what conservation is checked on. */
    balances(customerId: number) {
      const s = turns.state;
      return {
        wallet: customer(s, customerId).wallet,
        points: customer(s, customerId).points,
        coupons: [...s.coupons.entries()]
          .filter(([, c]) => c.customerId === customerId && c.usedOrderId === null)
          .map(([uuid]) => uuid),
        stamps: Object.fromEntries(
          [...s.punchCards.entries()]
            .filter(([, c]) => c.customerId === customerId)
            .map(([id, c]) => [id, c.earned]),
        ),
      };
    },
    /** The simulator's charges of an order, as its dashboard would list them. */
    charges(orderId: string) {
      return [...turns.state.charges.values()].filter((c) => c.orderId === orderId).map((c) => c.status);
    },
  };
}
