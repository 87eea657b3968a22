import {
  AddressRequestSchema as AddressBodySchema,
  BillRequestSchema as BillBodySchema,
  FetchCartQuerySchema,
  type ShoppingCartBody,
  ShoppingCartRequestSchema as ShoppingCartBodySchema,
  ShoppingCartQuerySchema,
  ValidateAddressQuerySchema,
} from '@owa/shared/api';
import { areMultipleTipsAllowed, isTippingShown, orderTotalCents, toCents } from '@owa/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { optionalStoreIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession } from '../auth/session.js';
import { CatalogRepository } from '../catalog/repository.js';
import { DeliveryErrorCode, DeliveryMessages, providerDetails, resolveAddress } from './delivery.js';
import { CartRepository } from './repository.js';
import { CartService } from './service.js';

/** Whether the kept cart was priced with its schedule checked (true unless it said otherwise). */
function savedValidation(request: Record<string, unknown> | undefined): boolean {
  const value = request?.validateScheduleTime;
  return typeof value === 'boolean' ? value : true;
}

/**
 * The cart (spec 2 §7): POST /shoppingcart prices and keeps the cart; GET /shoppingcart reads it
 * back re-priced (the spec's fetch shopping cart); DELETE /shoppingcart/coupon removes the coupon;
 * POST /bill/view gives the bill with tips; delivery addresses and providers are checked here too.
 */
export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new CartService(ctx);
  const carts = new CartRepository(ctx.db);
  const catalog = new CatalogRepository(ctx);

  async function priceAndKeep(
    body: ShoppingCartBody,
    menu: string | undefined,
    validate: boolean,
    customer: Awaited<ReturnType<typeof optionalSession>>,
  ) {
    const result = await service.price({
      body,
      menuCode: menu,
      validateScheduleTime: validate,
      customer: customer?.customer ?? null,
    });
    const key = CartRepository.key(customer?.customer.id ?? null, body.storeId, body.orderUUID);
    if (key) {
      await carts.save({
        key,
        customerId: customer?.customer.id ?? null,
        storeId: body.storeId,
        menuCode: result.menuCode,
        request: { ...body, menu: result.menuCode, validateScheduleTime: validate },
        subTotalCents: result.priced.subTotalCents,
        at: ctx.clock.now(),
      });
    }
    return { ...result.priced.cart, orderUUID: body.orderUUID ?? null };
  }

  app.post('/shoppingcart', async (request) => {
    const session = await optionalSession(ctx, request);
    const query = parseInput(ShoppingCartQuerySchema, request.query, 'query');
    const body = parseInput(ShoppingCartBodySchema, request.body, 'body');
    return priceAndKeep(body, query.menu, query.validateScheduleTime === 'true', session);
  });

  // Fetch shopping cart (a store action without a path in the spec): the kept cart, re-priced now.
  app.get('/shoppingcart', async (request) => {
    const session = await optionalSession(ctx, request);
    const query = parseInput(FetchCartQuerySchema, request.query, 'query');
    await catalog.requireStore(query.storeId);
    const key = CartRepository.key(session?.customer.id ?? null, query.storeId, query.orderUUID);
    const saved = key ? await carts.find(key) : undefined;
    const stored = saved
      ? parseInput(v.looseObject(ShoppingCartBodySchema.entries), saved.request, 'saved cart')
      : null;
    const body: ShoppingCartBody = stored ?? {
      storeId: query.storeId,
      subOrderList: [],
      orderType: 'PICKUP',
      orderUUID: query.orderUUID ?? null,
    };
    const result = await service.price({
      body,
      menuCode: saved?.menu_code,
      validateScheduleTime: savedValidation(saved?.request),
      customer: session?.customer ?? null,
    });
    return { ...result.priced.cart, orderUUID: body.orderUUID ?? null };
  });

  // Coupon removal (spec 2 §2 "A coupon can be removed from the cart, which refreshes the cart").
  app.delete('/shoppingcart/coupon', async (request) => {
    const session = await optionalSession(ctx, request);
    const query = parseInput(FetchCartQuerySchema, request.query, 'query');
    const key = CartRepository.key(session?.customer.id ?? null, query.storeId, query.orderUUID);
    const saved = key ? await carts.find(key) : undefined;
    if (!saved) throw badRequest('There is no cart to remove a coupon from', 'ORD_ERR_CART_NOT_FOUND');
    const stored = parseInput(v.looseObject(ShoppingCartBodySchema.entries), saved.request, 'saved cart');
    return priceAndKeep({ ...stored, couponCode: null }, saved.menu_code, true, session);
  });

  // The bill (spec 2 §7 POST /bill/view): the cart's total plus the tips that count.
  app.post('/bill/view', async (request) => {
    const session = await optionalSession(ctx, request);
    const query = parseInput(ShoppingCartQuerySchema, request.query, 'query');
    const body = parseInput(BillBodySchema, request.body, 'body');
    const { priced, store } = await service.price({
      body,
      menuCode: query.menu,
      validateScheduleTime: false,
      customer: session?.customer ?? null,
    });
    const settings = store.settings;
    const tippingShown = isTippingShown({
      orderType: body.orderType,
      pickupTipsDisallowed: false,
      paymentType: body.paymentType,
    });
    const multipleTips = areMultipleTipsAllowed({
      orderType: body.orderType,
      enableTipForStore: settings?.deliverySettings?.enableTipForStore,
      deliveryProvider: priced.cart.deliveryProvider,
    });
    const totalCents = orderTotalCents({
      billTotalCents: priced.totalCents,
      tipsAmountCents: toCents(body.tipsAmount ?? 0),
      tipsForStoreCents: toCents(body.tipsForStore ?? 0),
      tippingShown,
      multipleTips,
    });
    return {
      totalAmount: totalCents / 100,
      subTotal: priced.subTotalCents / 100,
      discountTotal: priced.discountCents / 100,
      deliveryCharge: priced.deliveryChargeCents / 100,
      taxTotal: priced.taxCents / 100,
      tipsAmount: tippingShown ? (body.tipsAmount ?? 0) : 0,
      tipsForStore: tippingShown && multipleTips ? (body.tipsForStore ?? 0) : 0,
      validationErrors: priced.validationErrors,
    };
  });

  async function addressStore(
    request: Parameters<typeof optionalStoreIdHeader>[0],
    bodyStoreId: string | null | undefined,
    queryStoreId?: string,
  ) {
    const storeId = bodyStoreId ?? queryStoreId ?? optionalStoreIdHeader(request);
    if (!storeId) throw badRequest('The storeId header is required');
    return catalog.requireStore(storeId);
  }

  app.post('/order/validate_providers', async (request) => {
    const body = parseInput(AddressBodySchema, request.body, 'body');
    const store = await addressStore(request, body.storeId);
    const resolved = resolveAddress(body);
    if (!resolved) throw badRequest(DeliveryMessages.invalid, DeliveryErrorCode.invalid);
    return { result: providerDetails(store, resolved) };
  });

  app.post('/order/validate_address', async (request) => {
    const query = parseInput(ValidateAddressQuerySchema, request.query, 'query');
    const body = parseInput(AddressBodySchema, request.body, 'body');
    const store = await addressStore(request, body.storeId, query.storeId);
    const resolved = resolveAddress(body);
    if (!resolved) throw badRequest(DeliveryMessages.invalid, DeliveryErrorCode.invalid);
    const details = providerDetails(store, resolved);
    const detail = query.provider
      ? details.find((d) => d.provider === query.provider)
      : (details.find((d) => d.valid) ?? details[0]);
    if (!detail)
      throw badRequest(
        `This store does not deliver with ${query.provider}`,
        DeliveryErrorCode.providerUnsupported,
      );
    if (!detail.valid) {
      const code = detail.errorCode ?? DeliveryErrorCode.invalid;
      throw badRequest(
        code === DeliveryErrorCode.outOfRange ? DeliveryMessages.outOfRange : DeliveryMessages.invalid,
        code,
      );
    }
    return {
      valid: true,
      provider: detail.provider,
      cost: detail.cost,
      fixedCost: detail.fixedCost,
      address: resolved,
    };
  });
}
