import * as v from 'valibot';
import { CodeSchema, TelephoneSchema } from '../../http/validation.js';

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
