// The contact form's rules (spec 3 §5): required fields and a valid e-mail; messages are codes the
// form maps to its translated texts.
import * as v from 'valibot';

export const CONTACT_ERRORS = { required: 'required', email: 'email' } as const;

const required = v.pipe(v.string(), v.trim(), v.nonEmpty(CONTACT_ERRORS.required));

export const ContactFormSchema = v.object({
  firstName: required,
  lastName: required,
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(CONTACT_ERRORS.required), v.email(CONTACT_ERRORS.email)),
});
export type ContactFormValues = v.InferOutput<typeof ContactFormSchema>;
