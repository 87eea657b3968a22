import { randomUUID } from 'node:crypto';
import type { ParsedPaymentRequest as PaymentRequest } from '@owa/shared/api';
import { areMultipleTipsAllowed, isTippingShown, orderTotalCents, toCents } from '@owa/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { CustomerRow } from '../../db/schema.js';
import { ApiError, badRequest, ErrorCode, forbidden, loginRequired } from '../../errors.js';
import type { Captcha } from '../captcha/captcha.js';
import { CartRepository } from '../cart/repository.js';
import { CatalogRepository, type Document } from '../catalog/repository.js';
import { orderReceived } from '../order-status/status-store.js';
import { OrderPlacement, type OrderRow } from '../orders/placement.js';
import { CARD_DECLINED_MESSAGE, type CardProcessor, SimulatedCardProcessor } from './processor.js';

export const PaymentErrorCode = {
  declined: 'PAY_ERR_CARD_DECLINED',
  insufficientBalance: 'PAY_ERR_INSUFFICIENT_BALANCE',
  secondMethodRequired: 'PAY_ERR_SECOND_METHOD_REQUIRED',
  methodNotAllowed: 'PAY_ERR_METHOD_NOT_ALLOWED',
  orderRequired: 'PAY_ERR_ORDER_REQUIRED',
  alreadyPaid: 'PAY_ERR_ALREADY_PAID',
  notMember: 'PAY_ERR_NOT_A_MEMBER',
  inProgress: 'PAY_ERR_PAYMENT_IN_PROGRESS',
} as const;

export const LoyaltyHoldErrorCode = {
  points: 'LOYALTY_ERR_NOT_ENOUGH_POINTS',
  punchCard: 'LOYALTY_ERR_PUNCH_CARD_INVALID',
  couponUsed: 'COUPON_ERROR_ALREADY_USED',
} as const;

/**
 * A card attempt whose charge has not answered after this long is taken for lost (the API stopped
 * between the charge and its outcome): the sweep asks the processor and reverses what it finds.
 */
export const IN_FLIGHT_LIMIT_MS = 2 * 60_000;

/** What an order spends of the customer's loyalty (fixed when the order was placed). */
interface LoyaltyUse {
  couponUuid: string | null;
  pointsRedeemed: number;
  punchCardUse: { id: string; stamps: number }[];
}

function loyaltyUse(doc: Document): LoyaltyUse {
  return {
    couponUuid: typeof doc.couponUuid === 'string' ? doc.couponUuid : null,
    pointsRedeemed: Number(doc.pointsRedeemed ?? 0),
    punchCardUse: (doc.punchCardUse as LoyaltyUse['punchCardUse'] | undefined) ?? [],
  };
}

type Method = 'CARD' | 'WECHAT' | 'OFFLINE' | 'MEMBERSHIP';

/**
 * How long a payment may wait for its 3-D Secure challenge or WeChat page. Its wallet share is held
 * meanwhile; after this it is given back the next time the order's payment is read or paid.
 */
export const PAYMENT_HOLD_MS = 30 * 60_000;
export const PAYMENT_EXPIRED_MESSAGE = 'The payment was not completed in time; please pay again';

export interface PaymentAnswer {
  paymentType: string;
  redirectUrl: string | null;
  intentSecret: string | null;
  orderId: string;
  displayId: string | null;
  pointsEarned: number;
  orderBonus: { coupons: Document[]; balanceInCents: number | null; points: number | null } | null;
  status: string;
}

interface PaymentStore {
  groupId?: string;
  settings?: {
    orderSettings?: { paymentSettings?: Record<string, string[]> };
    deliverySettings?: { enableTipForStore?: boolean };
  };
}

/** Pays orders: card (simulated or Stripe), store wallet, WeChat (simulated) and in person. */
export class PaymentService {
  private readonly orders: OrderPlacement;
  private readonly catalog: CatalogRepository;
  private readonly carts: CartRepository;

  constructor(
    private readonly ctx: AppContext,
    private readonly captcha: Captcha,
    private readonly processor: CardProcessor,
  ) {
    this.orders = new OrderPlacement(ctx);
    this.catalog = new CatalogRepository(ctx);
    this.carts = new CartRepository(ctx.db);
  }

  async pay(request: PaymentRequest, customer: CustomerRow | null): Promise<PaymentAnswer> {
    let order: OrderRow;
    if (request.orderId) {
      order = await this.orders.requireOrder(request.orderId, customer);
      // Paying again gives back what an abandoned attempt still holds (a Stripe one may have paid).
      if (await this.expireStale(order.order_id))
        order = (await this.orders.findOrder(order.order_id)) ?? order;
    } else if (request.order) order = await this.orders.place(request.order, customer);
    else throw badRequest('Say which order to pay: order or orderId', PaymentErrorCode.orderRequired);

    const doc = order.document;
    if (doc.paymentStatus === 'PAID' || doc.paymentStatus === 'PAY_IN_PERSON') return this.paidAnswer(order);

    const method: Method = request.payByWechat
      ? 'WECHAT'
      : request.paidByMembership
        ? 'MEMBERSHIP'
        : request.paymentMethodId || request.paymentToken
          ? 'CARD'
          : 'OFFLINE';
    if (!customer && (method !== 'OFFLINE' || order.customer_id !== null))
      throw loginRequired('Please log in to pay online');

    const store = (await this.catalog.requireStore(order.store_id)) as Document & PaymentStore;
    const tippingShown = isTippingShown({
      orderType: order.order_type,
      pickupTipsDisallowed: false,
      paymentType: method === 'OFFLINE' ? 'offline' : 'online',
    });
    const multipleTips = areMultipleTipsAllowed({
      orderType: order.order_type,
      enableTipForStore: store.settings?.deliverySettings?.enableTipForStore,
      deliveryProvider: (doc.deliveryProvider as string | null) ?? null,
    });
    const dueCents = Math.max(0, order.total_cents - Number(doc.paidCents ?? 0));
    const amountCents = orderTotalCents({
      billTotalCents: dueCents,
      tipsAmountCents: toCents(request.tipsAmount ?? 0),
      tipsForStoreCents: toCents(request.tipsForStore ?? 0),
      tippingShown,
      multipleTips,
    });
    const tipsCents = amountCents - dueCents;

    if (method === 'OFFLINE') return this.payInPerson(order, store, request.captcha ?? '', customer);

    // The card is looked up before anything is held, so a wrong or borrowed card costs nothing.
    const card =
      !request.payByWechat && (request.paymentMethodId || request.paymentToken)
        ? await this.cardToken(request, customer)
        : null;
    const requestedSecond: Method | null = request.payByWechat ? 'WECHAT' : card ? 'CARD' : null;
    const walletCustomer = request.paidByMembership && customer ? customer.id : null;
    // An attempt left waiting for the customer (a 3-D Secure page, WeChat) gives way to this one.
    await this.supersedeWaiting(order.order_id);

    // The payment row, the wallet share and the loyalty the order spends are written together,
    // before any charge or redirect; the order row's lock makes attempts of one order take turns.
    const held = await this.ctx.db.transaction().execute(async (trx) => {
      // Order first, then customer: the order settle() takes them in, so the two cannot deadlock
      // (the payment row's foreign key would otherwise wait on the order while holding the customer).
      const locked = await this.lockOrderForAttempt(trx, order.order_id);
      if (locked === null) return null;
      let walletCents = 0;
      let secondMethod: Method | null = method === 'MEMBERSHIP' ? null : method;
      if (walletCustomer !== null) {
        // Store wallet: all of it when the balance covers it, else a second method pays the rest.
        // The row lock makes concurrent payments from one wallet read the balance one at a time.
        const row = await trx
          .selectFrom('customers')
          .select('wallet_cents')
          .where('id', '=', walletCustomer)
          .forUpdate()
          .executeTakeFirst();
        const balance = row?.wallet_cents ?? 0;
        if (balance <= 0)
          throw badRequest('Insufficient membership balance', PaymentErrorCode.insufficientBalance);
        walletCents = Math.min(balance, amountCents);
        secondMethod = walletCents < amountCents ? requestedSecond : null;
        if (walletCents < amountCents && !secondMethod)
          throw badRequest(
            'Insufficient balance, second payment method required',
            PaymentErrorCode.secondMethodRequired,
          );
        // Conditional as well as locked: the balance can never go below zero, whatever the isolation.
        const debited = await trx
          .updateTable('customers')
          .set({ wallet_cents: sql`wallet_cents - ${walletCents}` })
          .where('id', '=', walletCustomer)
          .where('wallet_cents', '>=', walletCents)
          .returning('wallet_cents')
          .executeTakeFirst();
        if (!debited)
          throw badRequest('Insufficient membership balance', PaymentErrorCode.insufficientBalance);
      }
      if (order.customer_id !== null)
        await this.spendLoyalty(trx, order.order_id, order.customer_id, loyaltyUse(locked.document));
      const kind =
        secondMethod === null
          ? { type: 'MEMBERSHIP', processor: 'MEMBERSHIP' }
          : secondMethod === 'WECHAT'
            ? { type: 'WECHAT', processor: 'WECHAT_SIMULATED' }
            : { type: card?.brand ?? 'CARD', processor: this.processor.name };
      const previous = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.max('attempt').as('attempt'))
        .where('order_id', '=', order.order_id)
        .executeTakeFirst();
      const attempt = Number(previous?.attempt ?? 0) + 1;
      const paymentId = await this.record(trx, {
        order,
        customer,
        paymentType: kind.type,
        status: 'requires_action',
        amountCents,
        walletCents,
        walletHeld: walletCents > 0,
        tipsCents,
        processor: kind.processor,
        attempt,
        loyaltyHeld: true,
      });
      return { paymentId, walletCents, secondMethod, idempotencyKey: `${order.order_id}.${attempt}` };
    });
    if (!held) return this.paidAnswer((await this.orders.findOrder(order.order_id)) ?? order);
    const { paymentId, walletCents, secondMethod, idempotencyKey } = held;

    try {
      if (!secondMethod) return await this.finalize(paymentId);
      if (secondMethod === 'WECHAT')
        return {
          ...this.baseAnswer(order, 'WECHAT', 'requires_action'),
          redirectUrl: `${this.ctx.config.apiBase}/payment/wechat/${paymentId}`,
        };
      if (!card) throw new Error('A card payment without a card');
      const outcome = await this.processor.charge({
        amountCents: amountCents - walletCents,
        currency: 'cad',
        paymentToken: card.token,
        orderId: order.order_id,
        idempotencyKey,
      });
      if (outcome.status === 'declined') {
        await this.release(paymentId, 'CHARGE_FAILED', outcome.errorMsg, outcome.ref);
        throw badRequest(outcome.errorMsg || CARD_DECLINED_MESSAGE, PaymentErrorCode.declined);
      }
      if (this.ctx.config.testCrashAfterCharge) process.kill(process.pid, 'SIGKILL');
      await this.ctx.db
        .updateTable('payments')
        .set({
          processor_ref: outcome.ref,
          charged: outcome.status === 'succeeded',
          updated_at: this.ctx.clock.now(),
        })
        .where('id', '=', paymentId)
        .execute();
      if (outcome.status === 'succeeded') return await this.finalize(paymentId);
      return {
        ...this.baseAnswer(order, card.brand, 'requires_action'),
        intentSecret: outcome.intentSecret,
        redirectUrl: outcome.challengeHosted
          ? `${this.ctx.config.apiBase}/payment/challenge/${paymentId}`
          : null,
      };
    } catch (error) {
      // Whatever went wrong after the hold, the wallet share and the loyalty go back and a charge
      // is reversed (once: release is guarded by the payment's status, so a decline released above
      // or a settled payment are left alone).
      await this.release(
        paymentId,
        'CHARGE_FAILED',
        error instanceof ApiError ? error.errorMsg : CARD_DECLINED_MESSAGE,
      );
      throw error;
    }
  }

  /** GET /payment/{orderId}: the latest payment's status, asking the processor while it waits. */
  async status(orderId: string, customer: CustomerRow | null) {
    const order = await this.orders.requireOrder(orderId, customer);
    await this.expireStale(orderId);
    let payment = await this.latestPayment(orderId);
    if (
      payment &&
      payment.status === 'requires_action' &&
      payment.processor === 'STRIPE' &&
      payment.processor_ref
    ) {
      const now = await this.processor.status(payment.processor_ref);
      if (now === 'succeeded' || now === 'requires_capture') await this.finalize(payment.id);
      else if (now === 'CHARGE_FAILED')
        await this.release(payment.id, 'CHARGE_FAILED', CARD_DECLINED_MESSAGE);
      payment = await this.latestPayment(orderId);
    }
    const fresh = (await this.orders.findOrder(orderId)) ?? order;
    return {
      orderId,
      displayId: (fresh.document.displayId as string | undefined) ?? null,
      status: payment?.status ?? 'unpaid',
      paymentType: payment?.payment_type ?? null,
      amount: payment ? payment.amount_cents / 100 : fresh.total_cents / 100,
      errorMsg: payment?.error_msg ?? null,
      pointsEarned: Number(fresh.document.pointsEarned ?? 0),
    };
  }

  /** The hosted pages (3-D Secure challenge, WeChat) settle their payment and say where to go next. */
  async settleHosted(paymentId: string, kind: 'challenge' | 'wechat', succeed: boolean): Promise<string> {
    const found = await this.hostedPayment(paymentId);
    const expected = kind === 'wechat' ? 'WECHAT_SIMULATED' : 'SIMULATED';
    if (!found || found.processor !== expected) throw badRequest('Unknown payment', ErrorCode.notFound);
    // A page answered after the time limit no longer pays: its hold has been (or is now) given back.
    await this.expireStale(found.order_id);
    const payment = (await this.hostedPayment(paymentId)) ?? found;
    const order = await this.orders.findOrder(payment.order_id);
    const store = order ? ((await this.catalog.findStore(order.store_id)) as PaymentStore | null) : null;
    if (payment.status === 'requires_action') {
      // The simulator's charge follows the page's answer (a real processor runs the challenge).
      if (payment.processor_ref && this.processor instanceof SimulatedCardProcessor) {
        await this.processor.authorise(payment.processor_ref, succeed);
        if (succeed)
          await this.ctx.db
            .updateTable('payments')
            .set({ charged: true })
            .where('id', '=', paymentId)
            .execute();
      }
      if (succeed) {
        try {
          await this.finalize(paymentId);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await this.release(paymentId, 'CHARGE_FAILED', error.errorMsg);
        }
      } else
        await this.release(
          paymentId,
          kind === 'wechat' ? 'CHARGE_FAILED' : 'AUTH_FAILED',
          kind === 'wechat' ? 'The WeChat payment was cancelled' : 'Authorization for your payment failed',
        );
    }
    const handler = kind === 'wechat' ? 'success_handler' : '3ds_success_handler';
    const query = new URLSearchParams({ orderId: payment.order_id });
    return `/owa/snappy/detail/${encodeURIComponent(store?.groupId ?? '')}/${encodeURIComponent(order?.store_id ?? '')}/${handler}?${query}`;
  }

  async hostedPayment(paymentId: string) {
    return this.ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  /**
   * In person: locked and re-checked like the other methods, attributed to the logged-in customer,
   * and the order's coupon, points and stamps are spent now (the counter collects the money).
   */
  private async payInPerson(
    order: OrderRow,
    store: PaymentStore,
    captcha: string,
    customer: CustomerRow | null,
  ): Promise<PaymentAnswer> {
    const settings = store.settings?.orderSettings?.paymentSettings ?? {};
    const allowed = [...(settings[order.order_type] ?? []), ...(settings.ALL ?? [])];
    if (!allowed.includes('OFFLINE'))
      throw badRequest('Paying in person is not offered for this order', PaymentErrorCode.methodNotAllowed);
    // Checked last, so a solved captcha is not spent on a payment refused for another reason.
    if (!(await this.captcha.redeem(captcha)))
      throw badRequest('Captcha Error, Please, try again', ErrorCode.captchaInvalid);
    const placed = await this.ctx.db.transaction().execute(async (trx) => {
      const locked = await this.lockOrderForAttempt(trx, order.order_id);
      if (locked === null) return false;
      if (order.customer_id !== null)
        await this.spendLoyalty(trx, order.order_id, order.customer_id, loyaltyUse(locked.document));
      const paymentId = await this.record(trx, {
        order,
        customer,
        paymentType: 'OFFLINE',
        status: 'pending',
        amountCents: order.total_cents,
        walletCents: 0,
        walletHeld: false,
        tipsCents: 0,
        processor: 'OFFLINE',
        attempt: 0,
        loyaltyHeld: true,
      });
      await trx
        .updateTable('orders')
        .set({
          document: sql`document || ${JSON.stringify({ paymentType: 'OFFLINE', paymentStatus: 'PAY_IN_PERSON', paymentId })}::jsonb`,
        })
        .where('order_id', '=', order.order_id)
        .execute();
      // Paid at the counter: the kitchen has it now (issue 23).
      await orderReceived(trx, order.order_id, this.ctx.clock.now());
      return true;
    });
    const fresh = (await this.orders.findOrder(order.order_id)) ?? order;
    if (!placed) return this.paidAnswer(fresh);
    await this.clearCart(order);
    return this.baseAnswer(fresh, 'OFFLINE', 'pending');
  }

  /**
   * Marks a payment succeeded and the order paid, in one transaction: points move, the coupon and
   * punch-card stamps are spent. The wallet share was already taken when the payment was requested.
   * A payment settles once (the status guard); an order has at most one successful payment (unique
   * index).
   */
  private async finalize(paymentId: string): Promise<PaymentAnswer> {
    const now = this.ctx.clock.now();
    const settled = await this.settle(paymentId, now).catch(async (error: unknown) => {
      if (!(error && typeof error === 'object' && 'code' in error && error.code === '23505')) throw error;
      // Another payment of this order succeeded first: this one gives its wallet share back.
      await this.release(paymentId, 'CHARGE_FAILED', 'This order was already paid');
      return null;
    });
    // A payment that did not settle (another path ended it first) must not keep its charge.
    if (!settled) await this.reverseCharge(paymentId);
    return this.finalizeAnswer(paymentId, settled);
  }

  private settle(paymentId: string, now: Date) {
    return this.ctx.db.transaction().execute(async (trx) => {
      const payment = await trx
        .updateTable('payments')
        .set({ status: 'succeeded', updated_at: now })
        .where('id', '=', paymentId)
        .where('status', '=', 'requires_action')
        .returningAll()
        .executeTakeFirst();
      if (!payment) return null;
      const order = await trx
        .selectFrom('orders')
        .select(['order_id', 'customer_id', 'store_id', 'document', 'total_cents'])
        .where('order_id', '=', payment.order_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const doc = order.document;
      let balanceInCents: number | null = null;
      if (payment.wallet_cents > 0 && order.customer_id !== null) {
        // Only payments requested before wallet holds existed still owe their share here.
        const wallet = payment.wallet_held
          ? await trx
              .selectFrom('customers')
              .select('wallet_cents')
              .where('id', '=', order.customer_id)
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('customers')
              .set({ wallet_cents: sql`wallet_cents - ${payment.wallet_cents}` })
              .where('id', '=', order.customer_id)
              .where('wallet_cents', '>=', payment.wallet_cents)
              .returning('wallet_cents')
              .executeTakeFirst();
        if (!wallet)
          throw badRequest('Insufficient membership balance', PaymentErrorCode.insufficientBalance);
        balanceInCents = wallet.wallet_cents;
      }
      const earned =
        order.customer_id !== null && doc.optOutRewards !== true ? Number(doc.rewardPoints ?? 0) : 0;
      let points: number | null = null;
      if (order.customer_id !== null) {
        // Payments from before loyalty holds spend the order's coupon, points and stamps only now;
        // like any other, they are refused when the customer no longer has them (never clamped).
        if (!payment.loyalty_held)
          await this.spendLoyalty(trx, order.order_id, order.customer_id, loyaltyUse(doc));
        const updated = await trx
          .updateTable('customers')
          .set({ points: sql`points + ${earned}` })
          .where('id', '=', order.customer_id)
          .returning('points')
          .executeTakeFirstOrThrow();
        points = updated.points;
      }
      const next = {
        ...doc,
        paymentStatus: 'PAID',
        paymentType: payment.payment_type,
        paymentId: payment.id,
        paidCents: order.total_cents,
        tipsAmount: payment.tips_cents / 100,
        total: (order.total_cents + payment.tips_cents) / 100,
        pointsEarned: earned,
      };
      await trx
        .updateTable('orders')
        .set({ document: JSON.stringify(next) })
        .where('order_id', '=', order.order_id)
        .execute();
      // Paid: the kitchen has it (issue 23).
      await orderReceived(trx, order.order_id, now);
      return { payment, order: { ...order, document: next }, earned, balanceInCents, points };
    });
  }

  private async finalizeAnswer(paymentId: string, settled: Awaited<ReturnType<PaymentService['settle']>>) {
    if (!settled) {
      const payment = await this.hostedPayment(paymentId);
      const order = payment ? await this.orders.findOrder(payment.order_id) : undefined;
      if (!order) throw badRequest('Unknown payment', ErrorCode.notFound);
      return this.paidAnswer(order);
    }
    const order = await this.orders.findOrder(settled.order.order_id);
    if (order) await this.clearCart(order);
    return {
      ...this.baseAnswer(settled.order, settled.payment.payment_type, 'succeeded'),
      pointsEarned: settled.earned,
      orderBonus:
        settled.earned > 0 || settled.balanceInCents !== null
          ? { coupons: [], balanceInCents: settled.balanceInCents, points: settled.points }
          : null,
    };
  }

  /**
   * Ends a payment that did not succeed and gives its wallet share back, in one transaction. Only a
   * payment still in requires_action changes (the row is locked and re-checked), so a hold is
   * released exactly once however many failure paths, pages or status reads reach it.
   */
  private async release(
    paymentId: string,
    status: string,
    errorMsg: string,
    ref?: string | null,
  ): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const payment = await trx
        .selectFrom('payments')
        .select(['order_id', 'customer_id', 'wallet_cents', 'wallet_held', 'loyalty_held'])
        .where('id', '=', paymentId)
        .where('status', '=', 'requires_action')
        .forUpdate()
        .executeTakeFirst();
      if (!payment) return;
      await trx
        .updateTable('payments')
        .set({
          status,
          error_msg: errorMsg,
          wallet_held: false,
          loyalty_held: false,
          updated_at: this.ctx.clock.now(),
          ...(ref !== undefined ? { processor_ref: ref } : {}),
        })
        .where('id', '=', paymentId)
        .execute();
      if (payment.wallet_held && payment.wallet_cents > 0 && payment.customer_id !== null)
        await trx
          .updateTable('customers')
          .set({ wallet_cents: sql`wallet_cents + ${payment.wallet_cents}` })
          .where('id', '=', payment.customer_id)
          .execute();
      if (payment.loyalty_held) {
        const order = await trx
          .selectFrom('orders')
          .select(['customer_id', 'document'])
          .where('order_id', '=', payment.order_id)
          .executeTakeFirst();
        if (order?.customer_id != null)
          await this.returnLoyalty(trx, payment.order_id, order.customer_id, loyaltyUse(order.document));
      }
    });
    await this.reverseCharge(paymentId);
  }

  /**
   * A charge whose payment did not settle the order goes back through the processor: refunded when
   * it was taken, cancelled while it waits. Marked once done, so the sweep retries what failed.
   */
  private async reverseCharge(paymentId: string): Promise<void> {
    const payment = await this.ctx.db
      .selectFrom('payments')
      .select(['processor', 'processor_ref', 'status', 'refunded'])
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (
      !payment?.processor_ref ||
      payment.refunded ||
      payment.processor !== this.processor.name ||
      payment.status === 'succeeded' ||
      payment.status === 'requires_action'
    )
      return;
    if (!(await this.processor.reverse(payment.processor_ref))) return;
    await this.ctx.db
      .updateTable('payments')
      .set({ refunded: true, updated_at: this.ctx.clock.now() })
      .where('id', '=', paymentId)
      .execute();
    this.ctx.log.info({ paymentId }, 'charge reversed: it settled no order');
  }

  /**
   * Takes what the order spends of the customer's loyalty, like the wallet share: each row changes
   * only if it still has enough (or the coupon is still unused), else the payment is refused before
   * anything is charged. Never clamped: nothing is created from nothing.
   */
  /**
   * Takes the order row's lock for a payment attempt and re-checks under it: another attempt may
   * have paid (null: nothing to do) or be waiting for the customer (refused, 409) meanwhile.
   */
  private async lockOrderForAttempt(trx: Db, orderId: string): Promise<{ document: Document } | null> {
    const locked = await trx
      .selectFrom('orders')
      .select('document')
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const status = locked.document.paymentStatus;
    if (status === 'PAID' || status === 'PAY_IN_PERSON') return null;
    const open = await trx
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', '=', 'requires_action')
      .executeTakeFirst();
    if (open)
      throw new ApiError(
        409,
        PaymentErrorCode.inProgress,
        'A payment for this order is already in progress, please wait for it to finish',
      );
    return locked;
  }

  private async spendLoyalty(trx: Db, orderId: string, customerId: number, use: LoyaltyUse): Promise<void> {
    if (use.pointsRedeemed > 0) {
      const spent = await trx
        .updateTable('customers')
        .set({ points: sql`points - ${use.pointsRedeemed}` })
        .where('id', '=', customerId)
        .where('points', '>=', use.pointsRedeemed)
        .returning('points')
        .executeTakeFirst();
      if (!spent)
        throw badRequest('You do not have enough points for this reward', LoyaltyHoldErrorCode.points);
    }
    if (use.couponUuid) {
      const taken = await trx
        .updateTable('customer_coupons')
        .set({ used_order_id: orderId })
        .where('uuid', '=', use.couponUuid)
        .where('customer_id', '=', customerId)
        .where('used_order_id', 'is', null)
        .returning('uuid')
        .executeTakeFirst();
      if (!taken) throw badRequest('A previous order already used a coupon', LoyaltyHoldErrorCode.couponUsed);
    }
    for (const card of use.punchCardUse) {
      const stamped = await trx
        .updateTable('customer_punch_cards')
        .set({ earned: sql`earned - ${card.stamps}` })
        .where('id', '=', card.id)
        .where('customer_id', '=', customerId)
        .where('earned', '>=', card.stamps)
        .returning('id')
        .executeTakeFirst();
      if (!stamped)
        throw badRequest('This punch card does not have enough stamps', LoyaltyHoldErrorCode.punchCard);
    }
  }

  /** Gives back what spendLoyalty took for this order (a payment that did not succeed). */
  private async returnLoyalty(trx: Db, orderId: string, customerId: number, use: LoyaltyUse): Promise<void> {
    if (use.pointsRedeemed > 0)
      await trx
        .updateTable('customers')
        .set({ points: sql`points + ${use.pointsRedeemed}` })
        .where('id', '=', customerId)
        .execute();
    if (use.couponUuid)
      await trx
        .updateTable('customer_coupons')
        .set({ used_order_id: null })
        .where('uuid', '=', use.couponUuid)
        .where('used_order_id', '=', orderId)
        .execute();
    for (const card of use.punchCardUse)
      await trx
        .updateTable('customer_punch_cards')
        .set({ earned: sql`earned + ${card.stamps}` })
        .where('id', '=', card.id)
        .where('customer_id', '=', customerId)
        .execute();
  }

  /**
   * An attempt waiting for the customer (3-D Secure page, Stripe confirmation, WeChat page) when
   * the order is paid again: one that succeeded meanwhile settles; the others are cancelled at the
   * processor and give their holds back, so the new attempt is the only one in flight.
   */
  private async supersedeWaiting(orderId: string): Promise<void> {
    const waiting = await this.ctx.db
      .selectFrom('payments')
      .select(['id', 'processor', 'processor_ref'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'requires_action')
      .where((eb) => eb.or([eb('processor_ref', 'is not', null), eb('processor', '=', 'WECHAT_SIMULATED')]))
      .execute();
    for (const payment of waiting) {
      if (payment.processor_ref && payment.processor === this.processor.name) {
        const now = await this.processor.status(payment.processor_ref);
        if (now === 'succeeded' || now === 'requires_capture') {
          await this.finalize(payment.id);
          continue;
        }
        if (now === 'processing') continue;
        if (now === 'requires_action' && !(await this.processor.cancel(payment.processor_ref))) continue;
      }
      await this.release(payment.id, 'AUTH_FAILED', 'Replaced by a new payment attempt');
    }
  }

  /**
   * Orphan charges: card attempts whose charge never answered (the API stopped mid-charge) are
   * looked up at the processor by their idempotency key; what it took is reversed and the holds go
   * back. Failed attempts whose reversal did not complete are retried. Runs at start and every
   * minute; returns how many charges it reversed.
   */
  async sweepOrphans(): Promise<number> {
    const cutoff = new Date(this.ctx.clock.now().getTime() - IN_FLIGHT_LIMIT_MS);
    const lost = await this.ctx.db
      .selectFrom('payments')
      .select(['id', 'idempotency_key', 'processor_ref'])
      .where('status', '=', 'requires_action')
      .where('processor', '=', this.processor.name)
      // Not those waiting for the customer (a challenge): their time limit is PAYMENT_HOLD_MS.
      .where((eb) => eb.or([eb('processor_ref', 'is', null), eb('charged', '=', true)]))
      .where('updated_at', '<', cutoff)
      .execute();
    let reversed = 0;
    for (const payment of lost) {
      const found =
        payment.processor_ref !== null
          ? { ref: payment.processor_ref, status: 'succeeded' }
          : payment.idempotency_key
            ? await this.processor.find(payment.idempotency_key)
            : null;
      if (found)
        await this.ctx.db
          .updateTable('payments')
          .set({ processor_ref: found.ref, charged: found.status !== 'CHARGE_FAILED' })
          .where('id', '=', payment.id)
          .execute();
      await this.release(payment.id, 'CHARGE_FAILED', 'The payment was interrupted; nothing was charged');
      if (found) reversed++;
    }
    const unreversed = await this.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('processor', '=', this.processor.name)
      .where('processor_ref', 'is not', null)
      .where('refunded', '=', false)
      .where('status', 'not in', ['succeeded', 'requires_action'])
      .execute();
    for (const payment of unreversed) await this.reverseCharge(payment.id);
    return reversed;
  }

  /**
   * Payments of this order left waiting (an abandoned 3-D Secure challenge or WeChat page) longer
   * than PAYMENT_HOLD_MS fail as AUTH_FAILED and give their wallet share back, so an abandoned
   * payment does not keep the diner's money. A Stripe intent is asked first: one confirmed meanwhile
   * settles instead, and one that cannot be cancelled is left alone.
   */
  private async expireStale(orderId: string): Promise<boolean> {
    const cutoff = new Date(this.ctx.clock.now().getTime() - PAYMENT_HOLD_MS);
    const stale = await this.ctx.db
      .selectFrom('payments')
      .select(['id', 'processor', 'processor_ref'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'requires_action')
      .where('created_at', '<', cutoff)
      .execute();
    for (const payment of stale) {
      if (payment.processor === 'STRIPE' && payment.processor_ref) {
        const now = await this.processor.status(payment.processor_ref);
        if (now === 'succeeded' || now === 'requires_capture') {
          await this.finalize(payment.id);
          continue;
        }
        if (now === 'processing') continue;
        if (now === 'requires_action' && !(await this.processor.cancel(payment.processor_ref))) continue;
      }
      await this.release(payment.id, 'AUTH_FAILED', PAYMENT_EXPIRED_MESSAGE);
    }
    return stale.length > 0;
  }

  private async cardToken(
    request: PaymentRequest,
    customer: CustomerRow | null,
  ): Promise<{ token: string; brand: string }> {
    if (request.paymentMethodId) {
      const card = await this.ctx.db
        .selectFrom('payment_methods')
        .selectAll()
        .where('id', '=', request.paymentMethodId)
        .executeTakeFirst();
      if (!card) throw badRequest('Payment method not found', ErrorCode.paymentMethodNotFound);
      if (card.customer_id !== customer?.id) throw forbidden('This card belongs to another customer');
      return { token: card.processor_token, brand: card.brand };
    }
    return { token: request.paymentToken ?? '', brand: 'CARD' };
  }

  private async record(db: Db, payment: NewPaymentRecord): Promise<string> {
    const now = this.ctx.clock.now();
    const id = newPaymentId();
    await db
      .insertInto('payments')
      .values({
        id,
        order_id: payment.order.order_id,
        customer_id: payment.customer?.id ?? null,
        payment_type: payment.paymentType,
        status: payment.status,
        amount_cents: payment.amountCents,
        wallet_cents: payment.walletCents,
        wallet_held: payment.walletHeld,
        tips_cents: payment.tipsCents,
        processor: payment.processor,
        attempt: payment.attempt,
        idempotency_key: payment.attempt > 0 ? `${payment.order.order_id}.${payment.attempt}` : null,
        loyalty_held: payment.loyaltyHeld,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  private latestPayment(orderId: string) {
    return (
      this.ctx.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        // The status that matters most first: paid, then waiting, then pay in person, then failures.
        .orderBy(
          sql`case status when 'succeeded' then 0 when 'requires_action' then 1 when 'pending' then 2 else 3 end`,
        )
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    );
  }

  private async clearCart(order: Pick<OrderRow, 'customer_id' | 'store_id'>): Promise<void> {
    if (order.customer_id === null) return;
    const key = CartRepository.key(order.customer_id, order.store_id, null);
    if (key) await this.carts.remove(key);
  }

  private baseAnswer(
    order: Pick<OrderRow, 'order_id' | 'document'>,
    paymentType: string,
    status: string,
  ): PaymentAnswer {
    return {
      paymentType,
      redirectUrl: null,
      intentSecret: null,
      orderId: order.order_id,
      displayId: (order.document.displayId as string | undefined) ?? null,
      pointsEarned: 0,
      orderBonus: null,
      status,
    };
  }

  private paidAnswer(order: OrderRow): PaymentAnswer {
    const doc = order.document;
    return {
      ...this.baseAnswer(
        order,
        String(doc.paymentType ?? 'CARD'),
        doc.paymentStatus === 'PAID' ? 'succeeded' : 'pending',
      ),
      pointsEarned: Number(doc.pointsEarned ?? 0),
    };
  }
}

interface NewPaymentRecord {
  order: OrderRow;
  customer: CustomerRow | null;
  paymentType: string;
  status: string;
  amountCents: number;
  walletCents: number;
  /** The wallet share was debited in the same transaction as this row. */
  walletHeld: boolean;
  tipsCents: number;
  processor: string;
  /** 1, 2, … per order (0: not a processor attempt). */
  attempt: number;
  /** The order's loyalty use was spent in the same transaction as this row. */
  loyaltyHeld: boolean;
}

function newPaymentId(): string {
  return `pay_${randomUUID().replaceAll('-', '')}`;
}
