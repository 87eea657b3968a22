// Thumbs-up answers of spec 1 §7 (item/get_thumbup, item/click_thumbup, customer/thumbup_history).
import * as v from 'valibot';

/** GET item/get_thumbup/{groupId}/{storeId}: counts of the items that have likes. */
export const ThumbupCountsSchema = v.array(v.object({ itemCode: v.string(), thumbup: v.number() }));
export type ThumbupCounts = v.InferOutput<typeof ThumbupCountsSchema>;

/** POST item/click_thumbup: the like id, or null meaning unliked, and the item's new count. */
export const ThumbupClickSchema = v.object({
  itemCode: v.string(),
  itemthumbupid: v.nullish(v.union([v.string(), v.number()])),
  liked: v.nullish(v.boolean()),
  thumbup: v.nullish(v.number()),
});
export type ThumbupClick = v.InferOutput<typeof ThumbupClickSchema>;

/** GET customer/thumbup_history/{customerId}/{groupId}/{storeId}: the codes the customer likes. */
export const ThumbupHistorySchema = v.array(v.string());
