import { randomUUID } from 'node:crypto';
import {
  ClickThumbupSchema,
  ThumbupHistoryParamsSchema as HistoryParamsSchema,
  StoreOfGroupParamsSchema,
} from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, ErrorCode, forbidden, storeNotFound } from '../../errors.js';
import { parseInput } from '../../http/validation.js';
import { ensureSelf, optionalSession, requireSession } from '../auth/session.js';
import { itemIndex } from '../catalog/menu-view.js';
import { CatalogRepository } from '../catalog/repository.js';
import { ThumbupRepository } from './repository.js';

/** Thumbs-up of spec 1 §4.8: a toggle per item; visitors hold their like's id, customers their history. */
export function registerThumbupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = new CatalogRepository(ctx);
  const likes = new ThumbupRepository(ctx.db);

  const requireStoreOfGroup = async (storeId: string, groupId: string) => {
    const store = await catalog.requireStore(storeId);
    if (store.groupId !== groupId) throw storeNotFound();
    return store;
  };

  app.get('/item/get_thumbup/:groupId/:storeId', async (request) => {
    const { groupId, storeId } = parseInput(StoreOfGroupParamsSchema, request.params, 'path');
    await requireStoreOfGroup(storeId, groupId);
    const rows = await likes.countsOfStore(storeId);
    return rows.map((r) => ({ itemCode: r.item_code, thumbup: Number(r.thumbup) }));
  });

  app.post('/item/click_thumbup', async (request) => {
    const session = await optionalSession(ctx, request);
    const body = parseInput(ClickThumbupSchema, request.body, 'body');
    const storeId = String(body.storeId);
    await requireStoreOfGroup(storeId, body.groupId);
    const menu = await catalog.findMenu(storeId, body.catalogCode);
    if (!menu) throw badRequest(`Unknown menu ${body.catalogCode}`, ErrorCode.menuNotFound);
    if (!itemIndex(menu).has(body.itemCode))
      throw badRequest(`Unknown item ${body.itemCode}`, ErrorCode.itemNotFound);
    const customerId = typeof body.customerId === 'number' ? body.customerId : null;
    if (customerId !== null) {
      // A like in someone else's name needs to be that someone.
      if (!session) throw forbidden('Log in to like items as a customer');
      ensureSelf(session, customerId);
    }
    const now = ctx.clock.now();

    let likedId: string | null;
    if (session) {
      const existing = await likes.findCustomerLike(session.customer.id, storeId, body.itemCode);
      if (existing) {
        await likes.remove(existing.id);
        likedId = null;
      } else {
        likedId = randomUUID();
        await likes.add({
          id: likedId,
          store_id: storeId,
          group_id: body.groupId,
          catalog_code: body.catalogCode,
          item_code: body.itemCode,
          customer_id: session.customer.id,
          created_at: now,
        });
      }
    } else if (body.itemthumbupid !== null && body.itemthumbupid !== undefined && body.itemthumbupid !== '') {
      // A visitor takes back their own anonymous like; a customer's like cannot be removed this way.
      const existing = await likes.findLike(String(body.itemthumbupid));
      if (existing && existing.customer_id === null && existing.item_code === body.itemCode) {
        await likes.remove(existing.id);
      }
      likedId = null;
    } else {
      likedId = randomUUID();
      await likes.add({
        id: likedId,
        store_id: storeId,
        group_id: body.groupId,
        catalog_code: body.catalogCode,
        item_code: body.itemCode,
        customer_id: null,
        created_at: now,
      });
    }
    return {
      itemCode: body.itemCode,
      itemthumbupid: likedId,
      liked: likedId !== null,
      thumbup: await likes.countOfItem(storeId, body.itemCode),
    };
  });

  app.get('/customer/thumbup_history/:customerId/:groupId/:storeId', async (request) => {
    const session = await requireSession(ctx, request);
    const params = parseInput(HistoryParamsSchema, request.params, 'path');
    ensureSelf(session, params.customerId);
    await requireStoreOfGroup(params.storeId, params.groupId);
    return likes.itemsLikedBy(session.customer.id, params.storeId);
  });
}
