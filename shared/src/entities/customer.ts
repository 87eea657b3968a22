// Customer entities of spec 3 §3: user, profile, saved cards, login calls and order history.
import * as v from 'valibot';
import { CouponSchema, PunchCardSchema } from './loyalty.js';
import { IdSchema } from './primitives.js';

/** User / customer as returned by login and GET /customer. */
export const UserSchema = v.object({
  id: IdSchema,
  telephone: v.string(),
  email: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  authToken: v.nullish(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** Profile with rewards (spec 3 §3 "Customer"). Balance is the store wallet, in cents. */
export const CustomerSchema = v.object({
  ...UserSchema.entries,
  points: v.nullish(v.number()),
  balanceInCents: v.nullish(v.number()),
  coupons: v.nullish(v.array(CouponSchema)),
  punchCards: v.nullish(v.array(PunchCardSchema)),
  stripeInfo: v.nullish(v.looseObject({})),
  thumbupHistory: v.nullish(v.array(v.string())),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/**
 * A saved card as displayed (GET /customer/paymentMethod). Only a token, brand, last four digits and
 * expiry are ever stored, so no here is the masked number and there is no CVC.
 */
export const SavedCardSchema = v.object({
  id: IdSchema,
  name: v.nullish(v.string()),
  no: v.string(),
  brand: v.nullish(v.string()),
  expiredMonth: v.number(),
  expiredYear: v.number(),
  postalCode: v.nullish(v.string()),
  country: v.nullish(v.string()),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

export const SavedCardListSchema = v.array(SavedCardSchema);

/** POST /customer/paymentMethod payload (card form), spec 3 §7. */
export const AddCardRequestSchema = v.object({
  name: v.string(),
  no: v.string(),
  expiredMonth: v.number(),
  expiredYear: v.number(),
  csv: v.string(),
  postalCode: v.nullish(v.string()),
  country: v.nullish(v.string()),
});
export type AddCardRequest = v.InferOutput<typeof AddCardRequestSchema>;

export const LoginCodeRequestSchema = v.object({
  telephone: v.string(),
});
export type LoginCodeRequest = v.InferOutput<typeof LoginCodeRequestSchema>;

export const LoginRequestSchema = v.object({
  telephone: v.string(),
  code: v.string(),
  referrer: v.nullish(IdSchema),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** One order in the history list; the spec shows no other field, so the rest is kept as is. */
export const OrderHistoryEntrySchema = v.looseObject({
  orderId: IdSchema,
  orderStatus: v.nullish(v.string()),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntrySchema>;

/** GET /order/history answer, spec 3 §7. */
export const OrderHistoryPageSchema = v.object({
  currentPage: v.array(OrderHistoryEntrySchema),
  pageNumber: v.number(),
  totalSize: v.number(),
});
export type OrderHistoryPage = v.InferOutput<typeof OrderHistoryPageSchema>;
