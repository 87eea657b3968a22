import { toDollars } from '@owa/shared/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { idempotencyToken, orderPayload } from '../../domain/order-payload';
import { classifyFailure, type PaymentFailure, type PaymentMethodChoice } from '../../domain/payment-flow';
import { buildCartRequest, cartMenuCode } from '../cart';
import type { CheckoutFormProps, CheckoutFormValues } from './checkout-form';
import { infoSaved } from './checkout-slice';
import { checkoutMessages as m } from './messages';
import { cardFormErrors, parseExpiry } from './payment/card-form';
import { saveCard } from './payment/payment-api';
import { methodChoice, usesNewCard } from './payment/payment-selection';
import type { SubmitInput, usePlaceOrder } from './payment/use-place-order';
import type { useCheckoutPayment } from './use-checkout-payment';

interface Input extends CheckoutFormProps {
  readonly form: UseFormReturn<CheckoutFormValues>;
  readonly payment: ReturnType<typeof useCheckoutPayment>;
  readonly placing: ReturnType<typeof usePlaceOrder>;
}

/** From a valid form to a paid order: review (payment rules, card form), confirm, pay. */
export function useSubmission({
  store,
  cart,
  context,
  customerId,
  kioskMode,
  form,
  payment,
  placing,
  onCardsChanged,
}: Input) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [confirming, setConfirming] = useState(false);
  const [triedPayment, setTriedPayment] = useState(false);
  // A new card saved by an earlier attempt is reused, so a retry does not save it twice.
  const savedNewCard = useRef<{ key: string; id: string } | null>(null);

  const when =
    context.scheduleChosen && context.scheduledTime && context.scheduledTime !== 'now'
      ? [context.scheduledDay, context.scheduledTime].filter(Boolean).join(' ')
      : intl.formatMessage(m.checkoutAsap);

  const saveInfo = (values: CheckoutFormValues) =>
    dispatch(
      infoSaved({
        ...values,
        tipsAmount: toDollars(payment.tips.driver),
        tipsForStore: toDollars(payment.tips.store),
      }),
    );

  const review = (values: CheckoutFormValues) => {
    setTriedPayment(true);
    if (payment.problem) return;
    if (usesNewCard(payment.selection) && !payment.stripeKey) {
      const errors = cardFormErrors(payment.newCard.values, new Date());
      if (Object.keys(errors).length > 0) return payment.setNewCard({ ...payment.newCard, errors });
    }
    // Stripe's form did not load: its own message and retry stand; nothing is ordered meanwhile.
    if (usesNewCard(payment.selection) && payment.stripeKey && !payment.stripeCard.current?.ready) return;
    saveInfo(values);
    setConfirming(true);
  };

  /** Stripe's Payment Element turns the new card into a payment method the API charges. */
  const stripeToken = async (): Promise<string | null> => {
    if (!usesNewCard(payment.selection) || !payment.stripeKey) return null;
    try {
      return (await payment.stripeCard.current?.createPaymentMethod()) ?? null;
    } catch (error) {
      const failure: PaymentFailure = {
        kind: 'refused',
        code: 'PAY_ERR_CARD_INVALID',
        message: error instanceof Error ? error.message : '',
      };
      throw failure;
    }
  };

  const prepareCard = async (): Promise<string | null> => {
    if (!usesNewCard(payment.selection) || payment.stripeKey) return null;
    const card = payment.newCard.values;
    const key = `${card.number.replace(/\D/g, '')}|${card.expiry}|${card.cvc}|${card.postalCode}`;
    if (savedNewCard.current?.key === key) return savedNewCard.current.id;
    const expiry = parseExpiry(card.expiry);
    try {
      const saved = await saveCard({
        name: card.name.trim(),
        no: card.number.replace(/\D/g, ''),
        expiredMonth: expiry?.month ?? 0,
        expiredYear: expiry?.year ?? 0,
        csv: card.cvc.trim(),
        postalCode: card.postalCode.trim() || null,
        country: store.country ?? 'CA',
      });
      savedNewCard.current = { key, id: String(saved.id) };
      onCardsChanged();
      return String(saved.id);
    } catch (error) {
      throw classifyFailure(error, navigator.onLine) satisfies PaymentFailure;
    }
  };

  /**
   * One attempt at this cart's order, whatever pays it (the card's confirm dialog, a wallet's sheet):
   * the idempotency token comes from the cart and the order, so every way of paying it is one order.
   */
  const place = (prepare: () => Promise<PaymentMethodChoice>, confirm: SubmitInput['confirm']) => {
    const values = form.getValues();
    const request = buildCartRequest({
      storeId: String(store.storeId),
      lines: cart.lines,
      orderUUID: cart.orderUUID,
      context,
      promotions: cart.promotions,
      store,
      now: Date.now(),
    });
    const payload = orderPayload(
      {
        cart: request,
        customerId,
        vc: null,
        takeout: context.takeout,
        deliveryMessage: context.deliveryMessage,
      },
      values,
    );
    const tipsShown = payment.tippingShown;
    return placing.submit({
      payload,
      token: idempotencyToken(cart.idempotencyToken, payload),
      menu: cartMenuCode(cart.lines) ?? null,
      prepare,
      confirm,
      tipsAmount: tipsShown ? toDollars(payment.tips.driver) : 0,
      tipsForStore: tipsShown && payment.multipleTips ? toDollars(payment.tips.store) : 0,
      email: values.emailReceipt && values.email.trim() ? values.email.trim() : null,
      kioskMode,
    });
  };

  const pay = () => {
    void place(
      async () => methodChoice(payment.selection, await prepareCard(), await stripeToken()),
      (secret) => payment.stripeCard.current?.confirm(secret) ?? Promise.resolve(),
    ).finally(() => setConfirming(false));
  };

  const dismissFailure = () => {
    placing.dismissFailure();
    // Each captcha solution works once: a failed in-person attempt needs a fresh challenge.
    if (payment.selection.primary === 'offline') payment.renewCaptcha();
  };

  return {
    when,
    confirming,
    triedPayment,
    review,
    pay,
    place,
    saveInfo,
    cancel: () => setConfirming(false),
    dismissFailure,
  };
}
