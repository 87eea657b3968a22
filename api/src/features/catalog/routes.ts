import {
  AssignedMenuQuerySchema,
  LiteMenusQuerySchema,
  ManifestParamsSchema,
  MenuParamsSchema,
  StoreDetailsParamsSchema,
  StoreGroupQuerySchema,
  StoreQuerySchema,
} from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, ErrorCode, notFound, storeNotFound } from '../../errors.js';
import { optionalGroupIdHeader, optionalStoreIdHeader, storeIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { liteMenu, menuView } from './menu-view.js';
import { CatalogRepository, type Document } from './repository.js';

/** The web app manifest of a store (or of a group's page when there is no store). */
function webManifest(apiBase: string, group: Document, store: Document | null): Document {
  const startUrl = store
    ? `/owa/r/${String(store.slug)}/${String(store.storeId)}`
    : `/owa/g/${String(group.slug)}/${String(group.groupId)}/`;
  const logo = String(group.storeLogo ?? '/images/brand/maple-logo.svg');
  return {
    name: String(store?.name ?? group.groupName),
    short_name: String(group.groupName),
    id: startUrl,
    start_url: startUrl,
    scope: '/owa/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1e9d84',
    // Home-screen icons 72 to 192 px, per group (spec 1 §2.2).
    icons: [72, 96, 128, 144, 152, 192].map((size) => ({
      src: `${apiBase}${logo}`,
      sizes: `${size}x${size}`,
      type: 'image/svg+xml',
      purpose: 'any',
    })),
  };
}

/** The group with its stores, as GET /store_group and the store details answer it. */
async function groupWithStores(catalog: CatalogRepository, groupId: string): Promise<Document> {
  const group = await catalog.findGroup(groupId);
  if (!group) throw storeNotFound();
  return { ...group, stores: await catalog.storesOfGroup(groupId) };
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = new CatalogRepository(ctx);

  // One store (storeId, optionally checked against groupId) or all stores of a group; always an array.
  app.get('/store', async (request) => {
    const query = parseInput(StoreQuerySchema, request.query, 'query');
    const storeId = query.storeId ?? (query.groupId ? null : optionalStoreIdHeader(request));
    const groupId = query.groupId ?? optionalGroupIdHeader(request);
    if (storeId) {
      const store = await catalog.requireStore(storeId);
      if (groupId && store.groupId !== groupId) throw storeNotFound();
      return [store];
    }
    if (!groupId) throw badRequest('storeId or groupId is required');
    if (!(await catalog.findGroup(groupId))) throw storeNotFound();
    return catalog.storesOfGroup(groupId);
  });

  app.get('/store_group', async (request) => {
    const { groupId } = parseInput(StoreGroupQuerySchema, request.query, 'query');
    return groupWithStores(catalog, groupId);
  });

  app.get('/lite_menus', async (request) => {
    parseInput(LiteMenusQuerySchema, request.query, 'query');
    const storeId = storeIdHeader(request);
    await catalog.requireStore(storeId);
    // Every menu is listed, each with its channels and schedule: the client decides which are
    // available for its order type and time (spec 1 §4.4), so the list is the same for all.
    return (await catalog.menusOfStore(storeId)).map(liteMenu);
  });

  app.get('/menu/:code', async (request) => {
    const { code } = parseInput(MenuParamsSchema, request.params, 'path');
    const storeId = storeIdHeader(request);
    await catalog.requireStore(storeId);
    const menu = await catalog.findMenu(storeId, code);
    if (!menu) throw notFound(`No menu ${code} in store ${storeId}`, ErrorCode.menuNotFound);
    return menuView(menu, await catalog.thumbupCounts(storeId));
  });

  app.get('/assigned_menu', async (request) => {
    const { tableId } = parseInput(AssignedMenuQuerySchema, request.query, 'query');
    const storeId = storeIdHeader(request);
    const store = await catalog.requireStore(storeId);
    const table = await catalog.findTable(storeId, tableId);
    if (!table) throw notFound('Invalid Table Number', ErrorCode.tableNotFound);
    const restricted = store.settings?.orderSettings?.restrictMenuOnDiningTable;
    const menuIds = restricted
      ? table.assigned_menu_codes
      : (await catalog.menusOfStore(storeId)).map((m) => String(m.code));
    return {
      storeId,
      tableId: table.table_no,
      tableNo: table.table_no,
      displayTableNo: table.display_table_no,
      menuIds,
    };
  });

  // The host serves these two under /owa/...; it proxies them here (see docs/api.md).
  app.get('/store_details/:sid', async (request) => {
    const { sid } = parseInput(StoreDetailsParamsSchema, request.params, 'path');
    const store = await catalog.requireStore(sid);
    const storeGroup = await groupWithStores(catalog, String(store.groupId));
    return {
      manifest: webManifest(ctx.config.apiBase, storeGroup, store),
      store,
      catalogHolidayHours: store.catalogHolidayHours ?? [],
      storeGroup,
    };
  });

  app.get('/manifest/:id', async (request, reply) => {
    const { id } = parseInput(ManifestParamsSchema, request.params, 'path');
    // A store id gives that store's manifest, a group id the group's: home-screen icons are per group.
    const store = /^\d+$/.test(id) ? await catalog.findStore(id) : null;
    const group = await catalog.findGroup(store ? String(store.groupId) : id);
    if (!group) throw storeNotFound();
    reply.header('content-type', 'application/manifest+json; charset=utf-8');
    return webManifest(ctx.config.apiBase, group, store);
  });
}
