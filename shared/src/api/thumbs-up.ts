// Thumbs-up (spec 1 §4.8): a toggle per item.
import * as v from 'valibot';
import { ThumbupClickSchema, ThumbupCountsSchema, ThumbupHistorySchema } from '../entities/thumbs-up.js';
import { CodeSchema, GroupIdSchema, integerLike, StoreIdSchema } from './primitives.js';

export const StoreOfGroupParamsSchema = v.object({ groupId: GroupIdSchema, storeId: StoreIdSchema });

export const ThumbupHistoryParamsSchema = v.object({
  customerId: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be a customer id')),
  groupId: GroupIdSchema,
  storeId: StoreIdSchema,
});

export const ClickThumbupSchema = v.object({
  storeId: v.union([StoreIdSchema, v.pipe(integerLike(1, 999_999_999_999), v.transform(String))]),
  groupId: GroupIdSchema,
  catalogCode: CodeSchema,
  itemCode: CodeSchema,
  /** The like to take back (visitors keep it in local storage). */
  itemthumbupid: v.nullish(v.union([v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{0,64}$/)), v.number()])),
  customerId: v.nullish(v.union([integerLike(1, 2_000_000_000), v.literal('')])),
  skipLoginPrompt: v.nullish(v.boolean()),
});
export type ClickThumbup = v.InferInput<typeof ClickThumbupSchema>;

export { ThumbupClickSchema, ThumbupCountsSchema, ThumbupHistorySchema };
