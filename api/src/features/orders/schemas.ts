import * as v from 'valibot';
import { integerText } from '../../http/validation.js';

export const HistoryQuerySchema = v.object({
  size: v.optional(integerText(1, 50), '10'),
  page: v.optional(integerText(1, 100_000), '1'),
});

export const OrderParamsSchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an order id')),
});
