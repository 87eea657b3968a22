// Call-server requests from a table (spec 3 §4 "Service request").
import * as v from 'valibot';
import { CodeSchema, TelephoneSchema } from './primitives.js';

export const ServiceRequestSchema = v.object({
  tableNo: v.union([
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be a table number')),
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999), v.transform(String)),
  ]),
  code: CodeSchema,
  customerName: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  telephone: v.nullish(v.union([TelephoneSchema, v.literal('')])),
  captcha: v.pipe(v.string(), v.minLength(1, 'Captcha Error'), v.maxLength(4096)),
});
export type ServiceRequest = v.InferInput<typeof ServiceRequestSchema>;

/** POST /servicerequest. */
export const ServiceRequestAnswerSchema = v.object({
  id: v.number(),
  storeId: v.string(),
  tableNo: v.number(),
  displayTableNo: v.string(),
  code: v.string(),
  status: v.literal('SENT'),
  createdAt: v.string(),
});
