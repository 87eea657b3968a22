import type { SavedCard, Store } from '@owa/shared/entities';
import * as v from 'valibot';
import { CHECKOUT_MESSAGES, isEmailValid } from '../../domain/checkout-form';
import type { CartState } from '../cart';
import type { StoreOrderContext } from '../order-context';
import type { Account } from './checkout-api';

/** Codes the form's errors carry; the fields turn them into translated messages. */
export const FORM_ERROR = { required: 'required', email: 'email' } as const;

const trimmed = v.pipe(v.string(), v.trim());
const required = v.pipe(trimmed, v.nonEmpty(FORM_ERROR.required));

/**
 * Spec 2 §5 contact rules as the form's resolver schema: names and phone required, the e-mail
 * required while the receipt is on and valid whenever given (the domain's checkoutContactError).
 */
export const CheckoutFormSchema = v.pipe(
  v.object({
    firstname: required,
    lastname: trimmed,
    phoneNumber: v.pipe(required, v.regex(/^\+?[\d\s().-]{10,20}$/, FORM_ERROR.required)),
    email: trimmed,
    emailReceipt: v.boolean(),
    orderNotes: v.pipe(v.string(), v.maxLength(500)),
    deliveryNotes: v.pipe(v.string(), v.maxLength(500)),
  }),
  v.forward(
    v.check((form) => !form.emailReceipt || form.email.length > 0, FORM_ERROR.required),
    ['email'],
  ),
  v.forward(
    v.check((form) => form.email.length === 0 || isEmailValid(form.email), FORM_ERROR.email),
    ['email'],
  ),
);

export type CheckoutFormValues = v.InferInput<typeof CheckoutFormSchema>;

/** The domain's English texts keyed by the form's codes, so tests can compare them with the spec. */
export const FORM_ERROR_TEXT = {
  [FORM_ERROR.required]: CHECKOUT_MESSAGES.required,
  [FORM_ERROR.email]: CHECKOUT_MESSAGES.email,
} as const;

/** What the checkout form is given once the page has loaded what it needs. */
export interface CheckoutFormProps {
  readonly store: Store;
  readonly account: Account | null;
  readonly cards: readonly SavedCard[];
  readonly stripeKey: string | null;
  readonly cart: CartState;
  readonly context: StoreOrderContext;
  readonly kioskMode: boolean;
  readonly customerId: string | null;
  readonly onCardsChanged: () => void;
}
