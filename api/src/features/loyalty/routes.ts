import type { FastifyInstance } from 'fastify';
import moment from 'moment-timezone';
import type { AppContext } from '../../context.js';
import { storeIdHeader } from '../../http/headers.js';
import { optionalSession, requireSession } from '../auth/session.js';
import { currentCartSubtotalCents } from '../cart/index.js';
import { itemIndex } from '../catalog/menu-view.js';
import { CatalogRepository, type Document } from '../catalog/repository.js';
import { LoyaltyRepository } from './repository.js';
import type { MenuItemRef } from './stored.js';
import { couponView, punchCardView, rewardOptionView } from './views.js';

function itemResolver(catalog: CatalogRepository, storeId: string) {
  const menus = new Map<string, Map<string, Document> | null>();
  return async (ref: MenuItemRef | null | undefined): Promise<Document | null> => {
    const { menuCode, itemCode } = ref ?? {};
    if (!menuCode || !itemCode) return null;
    if (!menus.has(menuCode)) {
      const menu = await catalog.findMenu(storeId, menuCode);
      menus.set(menuCode, menu ? itemIndex(menu) : null);
    }
    return menus.get(menuCode)?.get(itemCode) ?? null;
  };
}

/** Today's date in the store's own time zone: coupon validity is a local calendar date. */
function storeToday(ctx: AppContext, store: Document): string {
  const zone = typeof store.timeZone === 'string' ? store.timeZone : 'America/Toronto';
  return moment(ctx.clock.now()).tz(zone).format('YYYY-MM-DD');
}

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = new CatalogRepository(ctx);
  const loyalty = new LoyaltyRepository(ctx.db);

  // The logged-in customer's rewards at the store: points, coupons (held and purchasable) and punch cards.
  app.get('/customer/profile/store', async (request) => {
    const session = await requireSession(ctx, request);
    const storeId = storeIdHeader(request);
    const store = await catalog.requireStore(storeId);
    const groupId = String(store.groupId);
    const context = {
      cartSubtotalCents: await currentCartSubtotalCents(ctx, session.customer.id, storeId),
      today: storeToday(ctx, store),
      resolveItem: itemResolver(catalog, storeId),
    };
    const held = await loyalty.customerCoupons(session.customer.id, groupId);
    const forSale = await loyalty.couponDefinitions(groupId, true);
    const coupons = [
      ...(await Promise.all(
        held.map((c) => couponView(c.code, c.document, { uuid: c.uuid, validTo: c.valid_to }, context)),
      )),
      ...(await Promise.all(forSale.map((c) => couponView(c.code, c.document, null, context)))),
    ];
    const punchCards = (await loyalty.customerPunchCards(session.customer.id, storeId)).map(punchCardView);
    return {
      customerId: session.customer.id,
      storeId,
      points: session.customer.points,
      coupons,
      punchCards,
    };
  });

  // Reward options of the store; open to visitors, who see them with a login prompt (spec 3 §4).
  app.get('/rewards', async (request) => {
    await optionalSession(ctx, request);
    const storeId = storeIdHeader(request);
    await catalog.requireStore(storeId);
    const resolve = itemResolver(catalog, storeId);
    const rows = await loyalty.rewardOptions(storeId);
    return Promise.all(rows.map((row) => rewardOptionView(row, resolve)));
  });

  // The group's coupons as a visitor sees them (spec 3 §4: "Guests get all coupons fetched").
  app.get('/rewards/coupons', async (request) => {
    const session = await optionalSession(ctx, request);
    const storeId = storeIdHeader(request);
    const store = await catalog.requireStore(storeId);
    const context = {
      cartSubtotalCents: session ? await currentCartSubtotalCents(ctx, session.customer.id, storeId) : null,
      today: storeToday(ctx, store),
      resolveItem: itemResolver(catalog, storeId),
    };
    const definitions = await loyalty.couponDefinitions(String(store.groupId), false);
    return Promise.all(definitions.map((c) => couponView(c.code, c.document, null, context)));
  });
}
