import { randomUUID } from 'node:crypto';
import { areMultipleTipsAllowed, isTippingShown, orderTotalCents, toCents } from '@owa/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { CustomerRow } from '../../db/schema.js';
import { ApiError, badRequest, ErrorCode, forbidden, loginRequired } from '../../errors.js';
import type { Captcha } from '../captcha/captcha.js';
import { CartRepository } from '../cart/repository.js';
import { CatalogRepository, type Document } from '../catalog/repository.js';
import { OrderPlacement, type OrderRow } from '../orders/placement.js';
import { CARD_DECLINED_MESSAGE, type CardProcessor } from './processor.js';
import type { PaymentRequest } from './schemas.js';

export const PaymentErrorCode = {
  declined: 'PAY_ERR_CARD_DECLINED',
  insufficientBalance: 'PAY_ERR_INSUFFICIENT_BALANCE',
  secondMethodRequired: 'PAY_ERR_SECOND_METHOD_REQUIRED',
  methodNotAllowed: 'PAY_ERR_METHOD_NOT_ALLOWED',
  orderRequired: 'PAY_ERR_ORDER_REQUIRED',
  alreadyPaid: 'PAY_ERR_ALREADY_PAID',
  notMember: 'PAY_ERR_NOT_A_MEMBER',
} as const;

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

    if (method === 'OFFLINE') return this.payInPerson(order, store, request.captcha ?? '');

    // The card is looked up before anything is held, so a wrong or borrowed card costs nothing.
    const card =
      !request.payByWechat && (request.paymentMethodId || request.paymentToken)
        ? await this.cardToken(request, customer)
        : null;
    const requestedSecond: Method | null = request.payByWechat ? 'WECHAT' : card ? 'CARD' : null;
    const walletCustomer = request.paidByMembership && customer ? customer.id : null;

    // The payment row and the wallet share are written together, before any charge or redirect.
    const held = await this.ctx.db.transaction().execute(async (trx) => {
      // Order first, then customer: the order settle() takes them in, so the two cannot deadlock
      // (the payment row's foreign key would otherwise wait on the order while holding the customer).
      await trx
        .selectFrom('orders')
        .select('order_id')
        .where('order_id', '=', order.order_id)
        .forUpdate()
        .execute();
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
      const kind =
        secondMethod === null
          ? { type: 'MEMBERSHIP', processor: 'MEMBERSHIP' }
          : secondMethod === 'WECHAT'
            ? { type: 'WECHAT', processor: 'WECHAT_SIMULATED' }
            : { type: card?.brand ?? 'CARD', processor: this.processor.name };
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
      });
      return { paymentId, walletCents, secondMethod };
    });
    const { paymentId, walletCents, secondMethod } = held;

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
        idempotencyKey: paymentId.slice(4),
      });
      if (outcome.status === 'declined') {
        await this.release(paymentId, 'CHARGE_FAILED', outcome.errorMsg, outcome.ref);
        throw badRequest(outcome.errorMsg || CARD_DECLINED_MESSAGE, PaymentErrorCode.declined);
      }
      await this.ctx.db
        .updateTable('payments')
        .set({ processor_ref: outcome.ref, updated_at: this.ctx.clock.now() })
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
      // Whatever went wrong after the hold, the wallet share goes back (once: release is guarded by
      // the payment's status, so a decline released above or a settled payment are left alone).
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

  private async payInPerson(order: OrderRow, store: PaymentStore, captcha: string): Promise<PaymentAnswer> {
    const settings = store.settings?.orderSettings?.paymentSettings ?? {};
    const allowed = [...(settings[order.order_type] ?? []), ...(settings.ALL ?? [])];
    if (!allowed.includes('OFFLINE'))
      throw badRequest('Paying in person is not offered for this order', PaymentErrorCode.methodNotAllowed);
    // Checked last, so a solved captcha is not spent on a payment refused for another reason.
    if (!(await this.captcha.redeem(captcha)))
      throw badRequest('Captcha Error, Please, try again', ErrorCode.captchaInvalid);
    const paymentId = await this.record(this.ctx.db, {
      order,
      customer: null,
      paymentType: 'OFFLINE',
      status: 'pending',
      amountCents: order.total_cents,
      walletCents: 0,
      walletHeld: false,
      tipsCents: 0,
      processor: 'OFFLINE',
    });
    await this.ctx.db
      .updateTable('orders')
      .set({
        document: sql`document || ${JSON.stringify({ paymentType: 'OFFLINE', paymentStatus: 'PAY_IN_PERSON', paymentId })}::jsonb`,
      })
      .where('order_id', '=', order.order_id)
      .execute();
    await this.clearCart(order);
    return this.baseAnswer(order, 'OFFLINE', 'pending');
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
      const redeemed = Number(doc.pointsRedeemed ?? 0);
      let points: number | null = null;
      if (order.customer_id !== null) {
        const updated = await trx
          .updateTable('customers')
          .set({ points: sql`greatest(0, points + ${earned - redeemed})` })
          .where('id', '=', order.customer_id)
          .returning('points')
          .executeTakeFirstOrThrow();
        points = updated.points;
        if (typeof doc.couponUuid === 'string') {
          await trx
            .updateTable('customer_coupons')
            .set({ used_order_id: order.order_id })
            .where('uuid', '=', doc.couponUuid)
            .where('customer_id', '=', order.customer_id)
            .execute();
        }
        for (const use of (doc.punchCardUse as { id: string; stamps: number }[] | undefined) ?? []) {
          await trx
            .updateTable('customer_punch_cards')
            .set({ earned: sql`greatest(0, earned - ${use.stamps})` })
            .where('id', '=', use.id)
            .where('customer_id', '=', order.customer_id)
            .execute();
        }
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
        .select(['customer_id', 'wallet_cents', 'wallet_held'])
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
    });
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
}

function newPaymentId(): string {
  return `pay_${randomUUID().replaceAll('-', '')}`;
}
