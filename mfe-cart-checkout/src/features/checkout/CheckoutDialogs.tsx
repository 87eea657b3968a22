import { ConfirmDialog } from './ConfirmDialog';
import type { CheckoutFormProps } from './checkout-form';
import { ErrorDialog } from './payment/ErrorDialog';
import { ThreeDsFrame } from './payment/ThreeDsFrame';
import type { CheckoutFormState } from './use-checkout-form';

interface CheckoutDialogsProps {
  readonly checkout: CheckoutFormState;
  readonly store: CheckoutFormProps['store'];
  readonly context: CheckoutFormProps['context'];
}

/** What opens over the checkout as the order is placed: confirm and pay, 3-D Secure, a failure. */
export function CheckoutDialogs({ checkout, store, context }: CheckoutDialogsProps) {
  const { submission, placing, payment, busy } = checkout;
  return (
    <>
      <ConfirmDialog
        open={submission.confirming}
        store={store}
        orderType={context.orderType}
        when={submission.when}
        address={context.orderType === 'DELIVERY' ? (context.deliveryAddress?.addressLine1 ?? null) : null}
        totalCents={payment.totalCents}
        busy={busy}
        onPay={submission.pay}
        onClose={submission.cancel}
      />
      <ThreeDsFrame url={placing.challengeUrl} onDone={placing.challengeDone} />
      <ErrorDialog failure={placing.failure} onClose={submission.dismissFailure} />
    </>
  );
}
