import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { CheckoutFormSchema, type CheckoutFormValues } from './checkout-form';
import { walletChoice } from './payment/payment-selection';
import type { ExpressHandlers } from './payment/use-express-checkout';
import type { usePlaceOrder } from './payment/use-place-order';
import type { useSubmission } from './use-submission';

interface Input {
  readonly form: UseFormReturn<CheckoutFormValues>;
  readonly placing: ReturnType<typeof usePlaceOrder>;
  readonly submission: ReturnType<typeof useSubmission>;
  /** The cart cannot be ordered now (not priced yet, or the server reports an error). */
  readonly blocked: boolean;
}

/**
 * A wallet pays the same order as the card path (same token, same pay call with the wallet's payment
 * method as its token). Stripe wants the press answered within a second, so the form is checked
 * synchronously; its errors are then shown as the Place order button shows them.
 */
export function useExpressPay({ form, placing, submission, blocked }: Input): ExpressHandlers {
  return {
    click() {
      if (blocked || placing.phase !== 'idle') return false;
      const valid = v.safeParse(CheckoutFormSchema, form.getValues()).success;
      if (!valid) void form.trigger(undefined, { shouldFocus: true });
      return valid;
    },
    pay(paymentMethodId, confirm) {
      submission.saveInfo(form.getValues());
      return submission.place(async () => walletChoice(paymentMethodId), confirm);
    },
  };
}
