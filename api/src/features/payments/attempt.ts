// One attempt to pay an order (POST /payment/order): which method, how much, the holds taken in
// one transaction with the payment row, then the card charge or the redirect, and the outcome.
import { randomUUID } from 'node:crypto';
import type { ParsedOrderPayload, ParsedPaymentRequest, PaymentAnswer } from '@owa/shared/api';
import { areMultipleTipsAllowed, isTippingShown, orderTotalCents, toCents } from '@owa/shared/domain';
import { ApiError, badRequest, ErrorCode, forbidden, loginRequired } from '../../errors.js';
import { baseAnswer, isPaid, paidAnswer, settledAnswer } from './answers.js';
import { loyaltyUseOf, spendLoyalty, takeWalletShare } from './ledger.js';
import type {
  PayableOrder,
  PayingCustomer,
  PaymentDeps,
  PaymentStoreSettings,
  PaymentsTx,
  SavedCards,
} from './ports.js';
import { CARD_DECLINED_MESSAGE } from './processor.js';
import type { PaymentSettlement } from './settlement.js';
import type { StalePaymentSweeper } from './sweeper.js';

export const PaymentErrorCode = {
  declined: 'PAY_ERR_CARD_DECLINED',
  methodNotAllowed: 'PAY_ERR_METHOD_NOT_ALLOWED',
  orderRequired: 'PAY_ERR_ORDER_REQUIRED',
  inProgress: 'PAY_ERR_PAYMENT_IN_PROGRESS',
} as const;

type Method = 'CARD' | 'WECHAT' | 'OFFLINE' | 'MEMBERSHIP';

/** What an attempt needs besides the payments' own store. */
export interface AttemptDeps<C extends PayingCustomer> extends PaymentDeps {
  /** Places the order of a request that carries one (POST /order's rules). */
  placeOrder(payload: ParsedOrderPayload, customer: C | null): Promise<PayableOrder>;
  storeSettings(storeId: string): Promise<PaymentStoreSettings>;
  cards: SavedCards;
  /** Redeems a solved captcha once. */
  redeemCaptcha(solution: string): Promise<boolean>;
  apiBase: string;
  /** Tests only: runs right after a card charge succeeds (the crash test kills the process here). */
  afterCharge?: () => void;
}

/** An attempt once its holds are taken: what is left to do outside the transaction. */
interface HeldAttempt {
  paymentId: string;
  walletCents: number;
  /** The method paying what the wallet does not (null: the wallet pays it all). */
  secondMethod: Method | null;
  idempotencyKey: string;
}

export function newPaymentId(): string {
  return `pay_${randomUUID().replaceAll('-', '')}`;
}

function methodOf(request: ParsedPaymentRequest): Method {
  if (request.payByWechat) return 'WECHAT';
  if (request.paidByMembership) return 'MEMBERSHIP';
  return request.paymentMethodId || request.paymentToken ? 'CARD' : 'OFFLINE';
}

/** The order's total still due plus the tips that count for this order type and method. */
function amountOf(
  order: PayableOrder,
  store: PaymentStoreSettings,
  method: Method,
  request: ParsedPaymentRequest,
) {
  const tippingShown = isTippingShown({
    orderType: order.order_type,
    pickupTipsDisallowed: false,
    paymentType: method === 'OFFLINE' ? 'offline' : 'online',
  });
  const multipleTips = areMultipleTipsAllowed({
    orderType: order.order_type,
    enableTipForStore: store.enableTipForStore,
    deliveryProvider: order.document.deliveryProvider ?? null,
  });
  const dueCents = Math.max(0, order.total_cents - (order.document.paidCents ?? 0));
  const amountCents = orderTotalCents({
    billTotalCents: dueCents,
    tipsAmountCents: toCents(request.tipsAmount ?? 0),
    tipsForStoreCents: toCents(request.tipsForStore ?? 0),
    tippingShown,
    multipleTips,
  });
  return { amountCents, tipsCents: amountCents - dueCents };
}

/**
 * Takes the order row's lock for a payment attempt and re-checks under it: another attempt may
 * have paid (null: nothing to do) or be waiting for the customer (refused, 409) meanwhile.
 */
async function lockOrderForAttempt(tx: PaymentsTx, orderId: string): Promise<PayableOrder | null> {
  const locked = await tx.lockOrder(orderId);
  if (isPaid(locked)) return null;
  if (await tx.hasWaitingPayment(orderId))
    throw new ApiError(
      409,
      PaymentErrorCode.inProgress,
      'A payment for this order is already in progress, please wait for it to finish',
    );
  return locked;
}

/** Pays orders: card (simulated or Stripe), store wallet, WeChat (simulated) and in person. */
export class PaymentAttempt<C extends PayingCustomer = PayingCustomer> {
  constructor(
    private readonly deps: AttemptDeps<C>,
    private readonly settlement: PaymentSettlement,
    private readonly sweeper: StalePaymentSweeper,
  ) {}

  async pay(request: ParsedPaymentRequest, customer: C | null): Promise<PaymentAnswer> {
    const order = await this.orderToPay(request, customer);
    if (isPaid(order)) return paidAnswer(order);
    const method = methodOf(request);
    if (!customer && (method !== 'OFFLINE' || order.customer_id !== null))
      throw loginRequired('Please log in to pay online');
    const store = await this.deps.storeSettings(order.store_id);
    if (method === 'OFFLINE') return this.payInPerson(order, store, request.captcha ?? '', customer);
    const { amountCents, tipsCents } = amountOf(order, store, method, request);

    // The card is looked up before anything is held, so a wrong or borrowed card costs nothing.
    const card =
      !request.payByWechat && (request.paymentMethodId || request.paymentToken)
        ? await this.cardToken(request, customer)
        : null;
    // An attempt left waiting for the customer (a 3-D Secure page, WeChat) gives way to this one.
    await this.sweeper.supersedeWaiting(order.order_id);
    const held = await this.hold(order, customer, {
      method,
      amountCents,
      tipsCents,
      walletCustomer: request.paidByMembership && customer ? customer.id : null,
      requestedSecond: request.payByWechat ? 'WECHAT' : card ? 'CARD' : null,
      paymentType: card?.brand ?? 'CARD',
    });
    if (!held) return paidAnswer((await this.deps.orders.find(order.order_id)) ?? order);

    try {
      return await this.complete(order, held, amountCents, card);
    } catch (error) {
      // Whatever went wrong after the hold, the wallet share and the loyalty go back and a charge
      // is reversed (once: release is guarded by the payment's status, so a decline released
      // already or a settled payment are left alone).
      await this.settlement.release(
        held.paymentId,
        'CHARGE_FAILED',
        error instanceof ApiError ? error.errorMsg : CARD_DECLINED_MESSAGE,
      );
      throw error;
    }
  }

  /** The order named by id (its abandoned attempts expired first) or the one the request places. */
  private async orderToPay(request: ParsedPaymentRequest, customer: C | null) {
    if (request.orderId) {
      const order = await this.deps.orders.require(request.orderId, customer);
      // Paying again gives back what an abandoned attempt still holds (a Stripe one may have paid).
      if (await this.sweeper.expireStale(order.order_id))
        return (await this.deps.orders.find(order.order_id)) ?? order;
      return order;
    }
    if (request.order) return this.deps.placeOrder(request.order, customer);
    throw badRequest('Say which order to pay: order or orderId', PaymentErrorCode.orderRequired);
  }

  /**
   * The payment row, the wallet share and the loyalty the order spends are written together,
   * before any charge or redirect; the order row's lock makes attempts of one order take turns.
   * Null when the order turned out paid meanwhile.
   */
  private hold(
    order: PayableOrder,
    customer: PayingCustomer | null,
    plan: {
      method: Method;
      amountCents: number;
      tipsCents: number;
      walletCustomer: number | null;
      requestedSecond: Method | null;
      paymentType: string;
    },
  ): Promise<HeldAttempt | null> {
    const at = this.deps.clock.now();
    return this.deps.store.transaction(async (tx) => {
      // Order first, then customer: the order settle() takes them in, so the two cannot deadlock
      // (the payment row's foreign key would otherwise wait on the order while holding the customer).
      const locked = await lockOrderForAttempt(tx, order.order_id);
      if (locked === null) return null;
      let walletCents = 0;
      let secondMethod: Method | null = plan.method === 'MEMBERSHIP' ? null : plan.method;
      if (plan.walletCustomer !== null) {
        walletCents = await takeWalletShare(
          tx.accounts,
          plan.walletCustomer,
          plan.amountCents,
          plan.requestedSecond !== null,
        );
        secondMethod = walletCents < plan.amountCents ? plan.requestedSecond : null;
      }
      if (order.customer_id !== null)
        await spendLoyalty(tx.accounts, order.customer_id, order.order_id, loyaltyUseOf(locked.document));
      const kind =
        secondMethod === null
          ? { type: 'MEMBERSHIP', processor: 'MEMBERSHIP' }
          : secondMethod === 'WECHAT'
            ? { type: 'WECHAT', processor: 'WECHAT_SIMULATED' }
            : { type: plan.paymentType, processor: this.deps.processor.name };
      const attempt = await tx.nextAttempt(order.order_id);
      const paymentId = newPaymentId();
      await tx.insertPayment({
        id: paymentId,
        orderId: order.order_id,
        customerId: customer?.id ?? null,
        paymentType: kind.type,
        status: 'requires_action',
        amountCents: plan.amountCents,
        walletCents,
        walletHeld: walletCents > 0,
        tipsCents: plan.tipsCents,
        processor: kind.processor,
        attempt,
        loyaltyHeld: true,
        at,
      });
      return { paymentId, walletCents, secondMethod, idempotencyKey: `${order.order_id}.${attempt}` };
    });
  }

  /** After the holds: settle a wallet payment, redirect to WeChat, or charge the card. */
  private async complete(
    order: PayableOrder,
    held: HeldAttempt,
    amountCents: number,
    card: { token: string; brand: string } | null,
  ): Promise<PaymentAnswer> {
    const { paymentId, secondMethod } = held;
    if (!secondMethod) return this.finalize(order, paymentId);
    if (secondMethod === 'WECHAT')
      return {
        ...baseAnswer(order, 'WECHAT', 'requires_action'),
        redirectUrl: `${this.deps.apiBase}/payment/wechat/${paymentId}`,
      };
    if (!card) throw new Error('A card payment without a card');
    const outcome = await this.deps.processor.charge({
      amountCents: amountCents - held.walletCents,
      currency: 'cad',
      paymentToken: card.token,
      orderId: order.order_id,
      idempotencyKey: held.idempotencyKey,
    });
    if (outcome.status === 'declined') {
      await this.settlement.release(paymentId, 'CHARGE_FAILED', outcome.errorMsg, outcome.ref);
      throw badRequest(outcome.errorMsg || CARD_DECLINED_MESSAGE, PaymentErrorCode.declined);
    }
    this.deps.afterCharge?.();
    await this.deps.store.recordCharge(paymentId, {
      processorRef: outcome.ref,
      charged: outcome.status === 'succeeded',
      at: this.deps.clock.now(),
    });
    if (outcome.status === 'succeeded') return this.finalize(order, paymentId);
    return {
      ...baseAnswer(order, card.brand, 'requires_action'),
      intentSecret: outcome.intentSecret,
      redirectUrl: outcome.challengeHosted ? `${this.deps.apiBase}/payment/challenge/${paymentId}` : null,
    };
  }

  private async finalize(order: PayableOrder, paymentId: string): Promise<PaymentAnswer> {
    const settled = await this.settlement.finalize(paymentId);
    if (settled) return settledAnswer(settled);
    const fresh = await this.deps.orders.find(order.order_id);
    if (!fresh) throw badRequest('Unknown payment', ErrorCode.notFound);
    return paidAnswer(fresh);
  }

  /**
   * In person: locked and re-checked like the other methods, attributed to the logged-in customer,
   * and the order's coupon, points and stamps are spent now (the counter collects the money).
   */
  private async payInPerson(
    order: PayableOrder,
    store: PaymentStoreSettings,
    captcha: string,
    customer: PayingCustomer | null,
  ): Promise<PaymentAnswer> {
    const allowed = [
      ...(store.paymentSettings[order.order_type] ?? []),
      ...(store.paymentSettings.ALL ?? []),
    ];
    if (!allowed.includes('OFFLINE'))
      throw badRequest('Paying in person is not offered for this order', PaymentErrorCode.methodNotAllowed);
    // Checked last, so a solved captcha is not spent on a payment refused for another reason.
    if (!(await this.deps.redeemCaptcha(captcha)))
      throw badRequest('Captcha Error, Please, try again', ErrorCode.captchaInvalid);
    const at = this.deps.clock.now();
    const placed = await this.deps.store.transaction(async (tx) => {
      const locked = await lockOrderForAttempt(tx, order.order_id);
      if (locked === null) return false;
      if (order.customer_id !== null)
        await spendLoyalty(tx.accounts, order.customer_id, order.order_id, loyaltyUseOf(locked.document));
      const paymentId = newPaymentId();
      await tx.insertPayment({
        id: paymentId,
        orderId: order.order_id,
        customerId: customer?.id ?? null,
        paymentType: 'OFFLINE',
        status: 'pending',
        amountCents: order.total_cents,
        walletCents: 0,
        walletHeld: false,
        tipsCents: 0,
        processor: 'OFFLINE',
        attempt: 0,
        loyaltyHeld: true,
        at,
      });
      await tx.writeOrder(order.order_id, {
        ...locked.document,
        paymentType: 'OFFLINE',
        paymentStatus: 'PAY_IN_PERSON',
        paymentId,
      });
      // Paid at the counter: the kitchen has it now.
      await tx.kitchenReceives(order.order_id, at);
      return true;
    });
    const fresh = (await this.deps.orders.find(order.order_id)) ?? order;
    if (!placed) return paidAnswer(fresh);
    if (order.customer_id !== null) await this.deps.clearCart(order.customer_id, order.store_id);
    return baseAnswer(fresh, 'OFFLINE', 'pending');
  }

  private async cardToken(
    request: ParsedPaymentRequest,
    customer: PayingCustomer | null,
  ): Promise<{ token: string; brand: string }> {
    if (request.paymentMethodId) {
      const card = await this.deps.cards.find(request.paymentMethodId);
      if (!card) throw badRequest('Payment method not found', ErrorCode.paymentMethodNotFound);
      if (card.customerId !== customer?.id) throw forbidden('This card belongs to another customer');
      return { token: card.token, brand: card.brand };
    }
    return { token: request.paymentToken ?? '', brand: 'CARD' };
  }
}
