// The payments feature put together: the attempt, the ledger, the settlement and the sweeper on
// the API's database, its processor and its clock; and the two reads the routes need besides
// (a payment's status, the hosted pages' answers).
import type { ParsedPaymentRequest, PaymentAnswer, PaymentStatusAnswer } from '@owa/shared/api';
import { type Store, StoreSchema } from '@owa/shared/entities';
import type { AppContext } from '../../context.js';
import type { CustomerRow } from '../../db/schema.js';
import { parseStored } from '../../db/stored.js';
import { ApiError, badRequest, ErrorCode } from '../../errors.js';
import type { Captcha } from '../captcha/captcha.js';
import { CartRepository } from '../cart/repository.js';
import { CatalogRepository } from '../catalog/repository.js';
import { OrderPlacement } from '../orders/placement.js';
import { PaymentAttempt } from './attempt.js';
import type { PaymentDeps, PaymentRow, PaymentStoreSettings } from './ports.js';
import { CARD_DECLINED_MESSAGE, type CardProcessor, SimulatedCardProcessor } from './processor.js';
import { paymentRepository } from './repository.js';
import { PaymentSettlement, type Refunded } from './settlement.js';
import { StalePaymentSweeper } from './sweeper.js';

/** What a payment reads of its store: tips, the methods it takes, its group (the pages' way back). */
export function paymentStoreSettings(store: Store): PaymentStoreSettings {
  const methods: Record<string, readonly string[]> = {};
  for (const [type, list] of Object.entries(store.settings?.orderSettings?.paymentSettings ?? {}))
    methods[type] = Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
  return {
    groupId: store.groupId ?? null,
    enableTipForStore: store.settings?.deliverySettings?.enableTipForStore ?? undefined,
    paymentSettings: methods,
  };
}

export class PaymentService {
  private readonly deps: PaymentDeps;
  private readonly attempt: PaymentAttempt<CustomerRow>;
  private readonly settlement: PaymentSettlement;
  private readonly sweeper: StalePaymentSweeper;
  private readonly catalog: CatalogRepository;

  constructor(ctx: AppContext, captcha: Captcha, processor: CardProcessor) {
    const placement = new OrderPlacement(ctx);
    const carts = new CartRepository(ctx.db);
    this.catalog = new CatalogRepository(ctx);
    this.deps = {
      store: paymentRepository(ctx.db),
      orders: {
        require: (id, customer) => placement.requireOrder(id, customer),
        find: (id) => placement.findOrder(id),
      },
      processor,
      clock: ctx.clock,
      async clearCart(customerId, storeId) {
        const key = CartRepository.key(customerId, storeId, null);
        if (key) await carts.remove(key);
      },
      log: { info: (details, message) => ctx.log.info(details, message) },
    };
    this.settlement = new PaymentSettlement(this.deps);
    this.sweeper = new StalePaymentSweeper(this.deps, this.settlement);
    this.attempt = new PaymentAttempt<CustomerRow>(
      {
        ...this.deps,
        placeOrder: (payload, customer) => placement.place(payload, customer),
        storeSettings: async (storeId) =>
          paymentStoreSettings(parseStored(StoreSchema, await this.catalog.requireStore(storeId), 'store')),
        cards: {
          async find(id) {
            const card = await ctx.db
              .selectFrom('payment_methods')
              .select(['customer_id', 'processor_token', 'brand'])
              .where('id', '=', id)
              .executeTakeFirst();
            return card && { customerId: card.customer_id, token: card.processor_token, brand: card.brand };
          },
        },
        redeemCaptcha: (solution) => captcha.redeem(solution),
        apiBase: ctx.config.apiBase,
        ...(ctx.config.testCrashAfterCharge
          ? { afterCharge: () => process.kill(process.pid, 'SIGKILL') }
          : {}),
      },
      this.settlement,
      this.sweeper,
    );
  }

  pay(request: ParsedPaymentRequest, customer: CustomerRow | null): Promise<PaymentAnswer> {
    return this.attempt.pay(request, customer);
  }

  /** GET /payment/{orderId}: the latest payment's status, asking the processor while it waits. */
  async status(orderId: string, customer: CustomerRow | null): Promise<PaymentStatusAnswer> {
    const { orders, store, processor } = this.deps;
    const order = await orders.require(orderId, customer);
    await this.sweeper.expireStale(orderId);
    let payment = await store.latestPayment(orderId);
    if (payment?.status === 'requires_action' && payment.processor === 'STRIPE' && payment.processor_ref) {
      const now = await processor.status(payment.processor_ref);
      if (now === 'succeeded' || now === 'requires_capture') await this.settlement.finalize(payment.id);
      else if (now === 'CHARGE_FAILED')
        await this.settlement.release(payment.id, 'CHARGE_FAILED', CARD_DECLINED_MESSAGE);
      payment = await store.latestPayment(orderId);
    }
    const fresh = (await orders.find(orderId)) ?? order;
    return {
      orderId,
      displayId: fresh.document.displayId ?? null,
      status: payment?.status ?? 'unpaid',
      paymentType: payment?.payment_type ?? null,
      amount: payment ? payment.amount_cents / 100 : fresh.total_cents / 100,
      errorMsg: payment?.error_msg ?? null,
      pointsEarned: fresh.document.pointsEarned ?? 0,
    };
  }

  /** The hosted pages (3-D Secure challenge, WeChat) settle their payment and say where to go next. */
  async settleHosted(paymentId: string, kind: 'challenge' | 'wechat', succeed: boolean): Promise<string> {
    const { store, processor } = this.deps;
    const found = await store.payment(paymentId);
    const expected = kind === 'wechat' ? 'WECHAT_SIMULATED' : 'SIMULATED';
    if (!found || found.processor !== expected) throw badRequest('Unknown payment', ErrorCode.notFound);
    // A page answered after the time limit no longer pays: its hold has been (or is now) given back.
    await this.sweeper.expireStale(found.order_id);
    const payment = (await store.payment(paymentId)) ?? found;
    const order = await this.deps.orders.find(payment.order_id);
    const storeDoc = order ? await this.catalog.findStore(order.store_id) : null;
    const groupId = storeDoc ? parseStored(StoreSchema, storeDoc, 'store').groupId : null;
    if (payment.status === 'requires_action') {
      // The simulator's charge follows the page's answer (a real processor runs the challenge).
      if (payment.processor_ref && processor instanceof SimulatedCardProcessor) {
        await processor.authorise(payment.processor_ref, succeed);
        if (succeed) await store.recordCharge(paymentId, { charged: true });
      }
      if (succeed) await this.settleOrRelease(paymentId);
      else
        await this.settlement.release(
          paymentId,
          kind === 'wechat' ? 'CHARGE_FAILED' : 'AUTH_FAILED',
          kind === 'wechat' ? 'The WeChat payment was cancelled' : 'Authorization for your payment failed',
        );
    }
    const handler = kind === 'wechat' ? 'success_handler' : '3ds_success_handler';
    const query = new URLSearchParams({ orderId: payment.order_id });
    return `/owa/snappy/detail/${encodeURIComponent(groupId ?? '')}/${encodeURIComponent(order?.store_id ?? '')}/${handler}?${query}`;
  }

  /** A settlement refused (the loyalty is no longer there) ends the payment instead. */
  private async settleOrRelease(paymentId: string): Promise<void> {
    try {
      await this.settlement.finalize(paymentId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await this.settlement.release(paymentId, 'CHARGE_FAILED', error.errorMsg);
    }
  }

  hostedPayment(paymentId: string): Promise<PaymentRow | undefined> {
    return this.deps.store.payment(paymentId);
  }

  sweepOrphans(): Promise<number> {
    return this.sweeper.sweepOrphans();
  }

  /**
   * Refunds what an order's payment took (for cancelling an order): an attempt still waiting is
   * replaced and released first, then the settled payment (paid, or to be paid in person) is
   * refunded through PaymentSettlement.refund. Null when nothing of the order was settled.
   */
  async refundOrder(
    orderId: string,
    options: { reason: string; orderStatus?: string },
  ): Promise<Refunded | null> {
    await this.sweeper.supersedeWaiting(orderId, options.reason);
    const payment = await this.deps.store.latestPayment(orderId);
    if (!payment || (payment.status !== 'succeeded' && payment.status !== 'pending')) return null;
    return this.settlement.refund(payment.id, options);
  }
}
