// Small building blocks shared by the menu, cart, loyalty and customer schemas.
import * as v from 'valibot';

export const ORDER_TYPES = ['PICKUP', 'DELIVERY', 'DINE_IN'] as const;
export const OrderTypeSchema = v.picklist(ORDER_TYPES);
export type OrderType = v.InferOutput<typeof OrderTypeSchema>;

/**
 * Ids arrive as numbers from some calls and as strings from others (spec 3 §3 names them only
 * "id"); both are accepted and compared with `sameId`.
 */
export const IdSchema = v.union([v.string(), v.number()]);
export type Id = v.InferOutput<typeof IdSchema>;

export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** A per-line or per-card error as the cart shows it: "- {errorMsg}" (spec 2 §2). */
export const LineErrorSchema = v.object({
  errorMsg: v.string(),
  errorCode: v.nullish(v.string()),
});
export type LineError = v.InferOutput<typeof LineErrorSchema>;

/** translations[] with a lang code, as in groupNameTranslation and nameTranslation. */
export const NameTranslationSchema = v.object({
  translations: v.nullish(
    v.array(
      v.object({
        lang: v.string(),
        value: v.nullish(v.string()),
        name: v.nullish(v.string()),
      }),
    ),
  ),
});
export type NameTranslation = v.InferOutput<typeof NameTranslationSchema>;
