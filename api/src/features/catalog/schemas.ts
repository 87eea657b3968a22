import * as v from 'valibot';
import { CodeSchema, GroupIdSchema, StoreIdSchema } from '../../http/validation.js';

export const StoreQuerySchema = v.object({
  storeId: v.optional(StoreIdSchema),
  groupId: v.optional(GroupIdSchema),
});

export const StoreGroupQuerySchema = v.object({ groupId: GroupIdSchema });

export const LiteMenusQuerySchema = v.object({
  orderType: v.optional(v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']), 'DINE_IN'),
});

export const MenuParamsSchema = v.object({ code: CodeSchema });

export const AssignedMenuQuerySchema = v.object({
  tableId: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be a table number')),
});

export const ManifestParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a store or group id')),
});

export const StoreDetailsParamsSchema = v.object({ sid: StoreIdSchema });
