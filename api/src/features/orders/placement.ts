import { randomUUID } from 'node:crypto';
import { type ParsedOrderPayload as OrderPayload, OrderSchema } from '@owa/shared/api';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { CustomerRow } from '../../db/schema.js';
import { parseStored } from '../../db/stored.js';
import { ApiError, badRequest, forbidden, loginRequired, notFound } from '../../errors.js';
import { CartService } from '../cart/service.js';
import type { Document } from '../catalog/repository.js';
import { newGuestToken } from './access.js';
import { ORDER_ROW_COLUMNS, type OrderRow, orderRow } from './order-row.js';

export type { OrderRow } from './order-row.js';

/**
 * Statuses of an order that can still take sub-orders (spec 3 §3: new, in progress): every step of
 * the status machine before COMPLETED (a table keeps ordering while the kitchen works), and the
 * IN_PROGRESS of orders from before it.
 */
export const OPEN_STATUSES = [
  'SUBMITTED',
  'RECEIVED',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'IN_PROGRESS',
] as const;

export const OrderErrorCode = {
  notFound: 'ORD_ERR_ORDER_NOT_FOUND',
  cartEmpty: 'ORD_ERR_CART_EMPTY',
  notOpen: 'ORD_ERR_ORDER_CLOSED',
  notDineIn: 'ORD_ERR_NOT_DINE_IN',
} as const;

/** The caller may see and act on an order: their own, or a visitor's order by a visitor. */
export function ensureOrderAccess(
  order: Pick<OrderRow, 'customer_id'>,
  customer: Pick<CustomerRow, 'id'> | null,
): void {
  if (order.customer_id === null) return;
  if (!customer) throw loginRequired('Please log in to see this order');
  if (order.customer_id !== customer.id) throw forbidden('This order belongs to another customer');
}

const cents = (dollars: unknown) => Math.round(Number(dollars ?? 0) * 100);

/** Places orders (POST /order) and adds dine-in rounds (POST /order/{id}); prices with the cart. */
export class OrderPlacement {
  private readonly carts: CartService;

  constructor(private readonly ctx: AppContext) {
    this.carts = new CartService(ctx);
  }

  async findOrder(orderId: string): Promise<OrderRow | undefined> {
    const row = await this.ctx.db
      .selectFrom('orders')
      .select(ORDER_ROW_COLUMNS)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row && orderRow(row);
  }

  async requireOrder(orderId: string, customer: Pick<CustomerRow, 'id'> | null): Promise<OrderRow> {
    const order = await this.findOrder(orderId);
    if (!order) throw notFound('Order not found', OrderErrorCode.notFound);
    ensureOrderAccess(order, customer);
    return order;
  }

  /**
   * Creates the order once per idempotency token: the insert skips on the token's unique
   * constraint and the winner's row is read back, so concurrent duplicates all get the one order.
   */
  async place(payload: OrderPayload, customer: CustomerRow | null, menuCode?: string): Promise<OrderRow> {
    if (payload.customerId !== null && payload.customerId !== undefined) {
      if (!customer) throw loginRequired();
      if (payload.customerId !== customer.id) throw forbidden('customerId is not the logged-in customer');
    }
    const token = payload.idempotencyToken ?? null;
    if (token) {
      const existing = await this.byToken(token);
      if (existing) return this.sameCaller(existing, customer);
    }

    const {
      priced,
      store,
      menuCode: usedMenu,
      tableNo,
    } = await this.carts.price({
      body: payload,
      menuCode,
      validateScheduleTime: true,
      customer,
    });
    if (!customer) {
      const anonymousDineIn = store.settings?.owaSettings?.allowAnonymousDineInOrder === true;
      if (payload.orderType !== 'DINE_IN' || !anonymousDineIn)
        throw loginRequired('Please log in to place an order');
    }
    if (priced.subTotalCents === 0 && Array.isArray(priced.cart.subOrderList)) {
      const lines = priced.cart.subOrderList.flatMap((s) => s.orderItemList);
      if (lines.length === 0) throw badRequest('The cart must not be empty', OrderErrorCode.cartEmpty);
    }
    const problem = priced.validationErrors[0];
    if (problem) throw new ApiError(400, problem.errorCode, problem.message);

    const now = this.ctx.clock.now();
    const orderId = `ORD-${payload.storeId}-${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
    const prefix = payload.orderType === 'DINE_IN' ? 'D' : payload.orderType === 'DELIVERY' ? 'E' : 'P';
    const document: Document = {
      ...priced.cart,
      orderId,
      storeId: payload.storeId,
      groupId: store.groupId ?? null,
      customerId: customer?.id ?? null,
      orderStatus: 'SUBMITTED',
      paymentStatus: 'UNPAID',
      paymentType: null,
      paidCents: 0,
      createdDate: now.toISOString(),
      scheduledTime: priced.cart.scheduledTime ?? new Date(now.getTime() + 20 * 60_000).toISOString(),
      asap: priced.scheduledAt === null,
      tableNo,
      menuCode: usedMenu,
      customerName:
        payload.customerName ??
        (customer ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') || null : null),
      telephone: payload.telephone ?? customer?.telephone ?? null,
      email: payload.email ?? customer?.email ?? null,
      deliveryAddress: payload.orderType === 'DELIVERY' ? (payload.deliveryAddress ?? null) : null,
      deliveryInstructions: payload.deliveryInstructions ?? null,
      deliveryMessage: payload.deliveryMessage ?? null,
      orderNotes: payload.orderNotes ?? null,
      includeCutlery: payload.includeCutlery ?? false,
      takeout: payload.takeout ?? false,
      optOutRewards: payload.optOutRewards ?? false,
      couponCode: priced.couponUuid ? (payload.couponCode ?? null) : null,
      couponUuid: priced.couponUuid,
      pointsRedeemed: priced.pointsRedeemed,
      punchCardUse: priced.punchCardUse,
      tipsAmount: 0,
      pointsEarned: 0,
      clientSubmitTime: payload.clientSubmitTime ?? null,
    };
    delete document.validationErrors;
    delete document.validTimeSlots;

    // One statement: the row and its display id appear together or not at all. The sequence is
    // read once in a CTE (a volatile one is evaluated once) for both the column and the document,
    // so an order costs one round trip on the embedded database's single connection, not four.
    const inserted = await this.ctx.db
      .with('numbered', (db) =>
        db.selectNoFrom(sql<string>`${prefix} || nextval('order_display_seq')::text`.as('display_id')),
      )
      .insertInto('orders')
      .values((eb) => ({
        order_id: orderId,
        display_id: eb.selectFrom('numbered').select('display_id'),
        customer_id: customer?.id ?? null,
        store_id: payload.storeId,
        order_type: payload.orderType,
        order_status: 'SUBMITTED',
        table_no: tableNo,
        total_cents: priced.totalCents,
        idempotency_token: token,
        // A guest follows (and may cancel) the order with this; a customer with their session.
        guest_token: customer ? null : newGuestToken(),
        created_at: now,
        document: sql`jsonb_set(${JSON.stringify(document)}::jsonb, '{displayId}', to_jsonb((select display_id from numbered)))`,
      }))
      .onConflict((oc) => oc.column('idempotency_token').doNothing())
      .returning(ORDER_ROW_COLUMNS)
      .executeTakeFirst();
    if (inserted) return orderRow(inserted);
    // Another request with the same token won the insert: answer with its order.
    const winner = token ? await this.byToken(token) : undefined;
    if (!winner) throw new Error('Order insert skipped without a conflicting order');
    return this.sameCaller(winner, customer);
  }

  private async byToken(token: string): Promise<OrderRow | undefined> {
    const row = await this.ctx.db
      .selectFrom('orders')
      .select(ORDER_ROW_COLUMNS)
      .where('idempotency_token', '=', token)
      .executeTakeFirst();
    return row && orderRow(row);
  }

  /** A repeated token answers the first order, but only to the caller who placed it. */
  private sameCaller(order: OrderRow, customer: CustomerRow | null): OrderRow {
    if ((order.customer_id ?? null) !== (customer?.id ?? null))
      throw forbidden('This idempotency token belongs to another order');
    return order;
  }

  /** Another round for an open dine-in order (spec 2 §4 "dine-in with an existing order"). */
  async addSubOrder(
    orderId: string,
    subOrders: OrderPayload['subOrderList'],
    customer: CustomerRow | null,
    menuCode?: string,
  ): Promise<OrderRow> {
    const order = await this.requireOrder(orderId, customer);
    if (order.order_type !== 'DINE_IN')
      throw badRequest('Only dine-in orders take more rounds', OrderErrorCode.notDineIn);
    if (!OPEN_STATUSES.some((status) => status === order.order_status))
      throw badRequest('This order is closed', OrderErrorCode.notOpen);
    const doc = order.document;
    const { priced } = await this.carts.price({
      body: {
        storeId: order.store_id,
        orderType: 'DINE_IN',
        subOrderList: subOrders.map((s) => ({
          ...s,
          redemptionItems: null,
          coupons: null,
          punchCards: null,
        })),
        tableNo: doc.tableNo ?? null,
      },
      menuCode: menuCode ?? doc.menuCode ?? undefined,
      validateScheduleTime: false,
      customer,
    });
    const problem = priced.validationErrors[0];
    if (problem) throw new ApiError(400, problem.errorCode, problem.message);
    if (priced.subTotalCents === 0) throw badRequest('The cart must not be empty', OrderErrorCode.cartEmpty);

    return this.ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('orders')
        .select(['document', 'total_cents'])
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const d = parseStored(OrderSchema, current.document, 'order');
      const existing = d.subOrderList;
      const added = priced.cart.subOrderList.map((s, i) => ({
        ...s,
        seq: existing.length + i + 1,
      }));
      const subTotal = cents(d.subTotal) + priced.subTotalCents;
      const tax = cents(d.taxTotal) + priced.taxCents;
      const total = current.total_cents + priced.totalCents;
      const next: Document = {
        ...d,
        subOrderList: [...existing, ...added],
        subTotal: subTotal / 100,
        taxTotal: tax / 100,
        taxDetail: { HST: tax / 100 },
        total: total / 100,
        rewardPoints: Math.floor(Math.max(0, subTotal - cents(d.discountTotal)) / 100),
        paymentStatus:
          Number(d.paidCents ?? 0) >= total ? d.paymentStatus : d.paidCents ? 'PARTIALLY_PAID' : 'UNPAID',
      };
      return orderRow(
        await trx
          .updateTable('orders')
          .set({ document: JSON.stringify(next), total_cents: total })
          .where('order_id', '=', orderId)
          .returning(ORDER_ROW_COLUMNS)
          .executeTakeFirstOrThrow(),
      );
    });
  }
}
