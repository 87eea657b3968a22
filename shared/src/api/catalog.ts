// The catalogue calls (spec 1 §7): stores, groups, menus, tables, the web app manifest.
import * as v from 'valibot';
import { GroupSchema } from '../entities/group.js';
import { MenuSchema } from '../entities/menu.js';
import { HolidayHoursSchema } from '../entities/schedule.js';
import { StoreSchema } from '../entities/store.js';
import { CodeSchema, GroupIdSchema, StoreIdSchema } from './primitives.js';

export const StoreQuerySchema = v.object({
  storeId: v.optional(StoreIdSchema),
  groupId: v.optional(GroupIdSchema),
});
/** GET /store: one store (by storeId) or every store of a group, always as an array. */
export const StoreListAnswerSchema = v.array(StoreSchema);

export const StoreGroupQuerySchema = v.object({ groupId: GroupIdSchema });
/** GET /store_group: the group with its stores. */
export const StoreGroupAnswerSchema = v.looseObject({
  ...GroupSchema.entries,
  stores: v.array(StoreSchema),
});

export const LiteMenusQuerySchema = v.object({
  orderType: v.optional(v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']), 'DINE_IN'),
});
/** GET /lite_menus: every menu of the store without its groups; the client picks what applies. */
export const LiteMenusAnswerSchema = v.array(v.looseObject(MenuSchema.entries));

export const MenuParamsSchema = v.object({ code: CodeSchema });
/** GET /menu/{code}: the menu with its groups, items and their thumbs-up counts. */
export const MenuAnswerSchema = v.looseObject(MenuSchema.entries);

export const AssignedMenuQuerySchema = v.object({
  tableId: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be a table number')),
});
/** GET /assigned_menu: the table and the menus it may order from. */
export const AssignedMenuAnswerSchema = v.object({
  storeId: v.string(),
  tableId: v.number(),
  tableNo: v.number(),
  displayTableNo: v.string(),
  menuIds: v.array(v.string()),
});

export const ManifestParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a store or group id')),
});
/** The web app manifest of a store or a group (home-screen install, spec 1 §2.2). */
export const WebManifestSchema = v.object({
  name: v.string(),
  short_name: v.string(),
  id: v.string(),
  start_url: v.string(),
  scope: v.string(),
  display: v.string(),
  background_color: v.string(),
  theme_color: v.string(),
  icons: v.array(v.object({ src: v.string(), sizes: v.string(), type: v.string(), purpose: v.string() })),
});

export const StoreDetailsParamsSchema = v.object({ sid: StoreIdSchema });
/** GET /store_details/{sid}: what the host serves under /owa/store_details. */
export const StoreDetailsAnswerSchema = v.object({
  manifest: WebManifestSchema,
  store: StoreSchema,
  catalogHolidayHours: v.array(HolidayHoursSchema),
  storeGroup: StoreGroupAnswerSchema,
});

/** GET /images/{path}: a picture of the demo data (items, logos, banners) and its renditions. */
export const ImageParamsSchema = v.object({
  path: v.pipe(
    v.string(),
    v.maxLength(200),
    v.regex(/^[a-z0-9-]+(\/[a-z0-9.-]+)*\.(svg|png|jpg|webp)$/, 'must be an image path'),
  ),
});

/** GET /health. */
export const HealthAnswerSchema = v.object({
  status: v.literal('ok'),
  database: v.string(),
  now: v.string(),
});
