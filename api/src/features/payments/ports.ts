// What the payment modules need from the world, as interfaces: the database (repository.ts), the
// processor (processor.ts), the clock. The attempt, the ledger, the settlement and the sweeper are
// written against these, so their unit tests run on an in-memory store without HTTP or a database.
import type { Order } from '@owa/shared/api';
import type { Selectable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { PaymentTable } from '../../db/schema.js';
import type { OrderRow } from '../orders/order-row.js';
import type { CardProcessor } from './processor.js';

/** One attempt to pay an order, as stored. */
export type PaymentRow = Selectable<PaymentTable>;

/** A payment row about to be written (the attempt's transaction writes it with its holds). */
export interface NewPayment {
  id: string;
  orderId: string;
  customerId: number | null;
  paymentType: string;
  status: 'requires_action' | 'pending';
  amountCents: number;
  walletCents: number;
  /** The wallet share was debited in the same transaction as this row. */
  walletHeld: boolean;
  tipsCents: number;
  processor: string;
  /** 1, 2, … per order (0: not a processor attempt, e.g. in person). */
  attempt: number;
  /** The order's loyalty use was spent in the same transaction as this row. */
  loyaltyHeld: boolean;
  at: Date;
}

/** An order as the payment modules read it: its key columns and its parsed document. */
export type PayableOrder = OrderRow;

/**
 * The customer's balances the ledger moves: store wallet (cents), points, held coupons and punch
 * cards. Every debit is conditional (the row still covers it) and answers whether it happened, so
 * nothing is ever taken twice or below zero, whatever the isolation level.
 */
export interface LedgerAccounts {
  /** Locks the customer's row until the transaction ends and reads the wallet (0 if unknown). */
  lockWallet(customerId: number): Promise<number>;
  walletBalance(customerId: number): Promise<number>;
  /** The new balance, or null when the wallet no longer covers `cents`. */
  debitWallet(customerId: number, cents: number): Promise<number | null>;
  creditWallet(customerId: number, cents: number): Promise<number>;
  /** The new balance, or null when the customer no longer has `points`. */
  debitPoints(customerId: number, points: number): Promise<number | null>;
  creditPoints(customerId: number, points: number): Promise<number>;
  /** Marks a held coupon used by the order; false when it is not the customer's or already used. */
  takeCoupon(customerId: number, uuid: string, orderId: string): Promise<boolean>;
  /** Frees a coupon this order used; false when the order did not hold it. */
  returnCoupon(uuid: string, orderId: string): Promise<boolean>;
  /** Takes stamps off a punch card; false when it is not the customer's or has fewer. */
  takeStamps(customerId: number, cardId: string, stamps: number): Promise<boolean>;
  returnStamps(customerId: number, cardId: string, stamps: number): Promise<void>;
}

/** The writes of one database transaction: row locks are held until it commits or rolls back. */
export interface PaymentsTx {
  readonly accounts: LedgerAccounts;
  /** Locks the order's row and reads it (the order must exist). */
  lockOrder(orderId: string): Promise<PayableOrder>;
  /** Reads the order without locking it. */
  readOrder(orderId: string): Promise<PayableOrder>;
  /** Is another attempt of this order waiting (requires_action)? */
  hasWaitingPayment(orderId: string): Promise<boolean>;
  /** The number of the order's next attempt (1, 2, …). */
  nextAttempt(orderId: string): Promise<number>;
  insertPayment(payment: NewPayment): Promise<void>;
  /** Locks the payment if it is still in one of `statuses`; undefined once it has moved on. */
  lockPayment(paymentId: string, statuses: readonly string[]): Promise<PaymentRow | undefined>;
  /**
   * requires_action → succeeded, once: undefined when the payment had already ended. Throws
   * OrderAlreadyPaid when another payment of the order succeeded first (one per order).
   */
  markSucceeded(paymentId: string, at: Date): Promise<PaymentRow | undefined>;
  /**
   * Ends a payment that will not settle (or no longer does): its status and message, and its holds
   * marked given back (wallet_held, loyalty_held false).
   */
  endPayment(
    paymentId: string,
    change: { status: string; errorMsg: string; at: Date; processorRef?: string | null },
  ): Promise<void>;
  /** Replaces the order's document (and its status column when given). */
  writeOrder(orderId: string, document: Order, orderStatus?: string): Promise<void>;
  /** The order is paid (or to be paid in person): the kitchen receives it (issue 23's status machine). */
  kitchenReceives(orderId: string, at: Date): Promise<void>;
}

/** The payments' persistence. */
export interface PaymentStore {
  /** Runs `work` in one transaction; a throw rolls everything back. */
  transaction<T>(work: (tx: PaymentsTx) => Promise<T>): Promise<T>;
  payment(paymentId: string): Promise<PaymentRow | undefined>;
  /** The payment that says most about the order: paid, then waiting, then in person, then failures. */
  latestPayment(orderId: string): Promise<PaymentRow | undefined>;
  /** The order's attempts in requires_action, oldest first. */
  waitingPayments(
    orderId: string,
    filter: { createdBefore?: Date; waitingForCustomer?: boolean },
  ): Promise<PaymentRow[]>;
  /**
   * Card attempts of the processor still in requires_action, unchanged since `updatedBefore`, that
   * either never got the processor's answer or were charged without settling (the orphan sweep).
   */
  lostAttempts(processor: string, updatedBefore: Date): Promise<PaymentRow[]>;
  /** Ended payments whose processor charge has not been reversed yet. */
  unreversedPayments(processor: string): Promise<PaymentRow[]>;
  /** The processor's answer to a charge: its reference and whether money was taken. */
  recordCharge(
    paymentId: string,
    change: { processorRef?: string | null; charged: boolean; at?: Date },
  ): Promise<void>;
  markRefunded(paymentId: string, at: Date): Promise<void>;
}

/** The orders the payments read and place (features/orders). */
export interface OrderAccess {
  /** The order, or 404/401/403 when it is unknown or not the caller's. */
  require(orderId: string, customer: PayingCustomer | null): Promise<PayableOrder>;
  find(orderId: string): Promise<PayableOrder | undefined>;
}

/** The logged-in customer paying (null: a visitor). */
export interface PayingCustomer {
  id: number;
}

/** A saved card, by id: only its processor token and brand reach the payment. */
export interface SavedCards {
  find(id: string): Promise<{ customerId: number; token: string; brand: string } | undefined>;
}

/** What a payment needs to know of the order's store. */
export interface PaymentStoreSettings {
  groupId: string | null;
  enableTipForStore: boolean | undefined;
  /** Payment methods by order type (and ALL), e.g. { ALL: ['ONLINE', 'OFFLINE'] }. */
  paymentSettings: Record<string, readonly string[]>;
}

/** Everything the payment modules are built from. */
export interface PaymentDeps {
  store: PaymentStore;
  orders: OrderAccess;
  processor: CardProcessor;
  clock: Clock;
  /** Empties the customer's kept cart at the store once an order of theirs is paid. */
  clearCart(customerId: number, storeId: string): Promise<void>;
  log: { info(details: Record<string, unknown>, message: string): void };
}

/** The unique index refused a second successful payment of one order. */
export class OrderAlreadyPaid extends Error {
  constructor() {
    super('This order was already paid');
    this.name = 'OrderAlreadyPaid';
  }
}
