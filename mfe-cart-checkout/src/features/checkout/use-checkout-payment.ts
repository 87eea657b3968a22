import type { AppliedPromotions } from '@owa/shared';
import { areMultipleTipsAllowed, isTippingShown, orderTotalCents, toCents } from '@owa/shared/domain';
import type { SavedCard, ServerCart, Store } from '@owa/shared/entities';
import { useRef, useState } from 'react';
import { expressOffered } from '../../domain/express-pay';
import {
  availablePaymentTypes,
  offlineNeedsCaptcha,
  PAYMENT_MESSAGES,
  paymentChoiceError,
} from '../../domain/payment';
import type { StoreOrderContext } from '../order-context';
import { emptyCardForm } from './payment/card-form';
import type { NewCardState } from './payment/PaymentSection';
import { noSelection, optionsFor, type PaymentSelection, typeOf } from './payment/payment-selection';
import type { StripeCard } from './payment/StripeCardField';

export type ProblemCode = 'select' | 'secondRequired' | 'insufficient' | 'captcha';

/** The payment rules' English texts as codes (the page shows them translated). */
const PROBLEM_OF: Record<string, ProblemCode> = {
  [PAYMENT_MESSAGES.select]: 'select',
  [PAYMENT_MESSAGES.secondRequired]: 'secondRequired',
  [PAYMENT_MESSAGES.insufficient]: 'insufficient',
};

interface Input {
  readonly store: Store;
  readonly context: StoreOrderContext;
  readonly serverCart: ServerCart | null;
  readonly cards: readonly SavedCard[];
  /** Stripe only when this deployment configures a key (read with the checkout's data). */
  readonly stripeKey: string | null;
  readonly balanceCents: number;
  readonly loggedIn: boolean;
  readonly promotions: AppliedPromotions | null;
}

/** The payment step's state and the totals it depends on (spec 2 §4 payment types, §5 tips). */
export function useCheckoutPayment({
  store,
  context,
  serverCart,
  cards,
  stripeKey,
  balanceCents,
  loggedIn,
  promotions,
}: Input) {
  const [selection, setSelection] = useState<PaymentSelection>(noSelection);
  const [newCard, setNewCard] = useState<NewCardState>({ values: emptyCardForm, errors: {} });
  const [tips, setTips] = useState({ driver: 0, store: 0 });
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const stripeCard = useRef<StripeCard | null>(null);

  const types = availablePaymentTypes({
    orderType: context.orderType,
    paymentSettings: store.settings?.orderSettings?.paymentSettings,
    isLoggedIn: loggedIn,
    hasMembershipBalance: balanceCents > 0,
    couponPaymentMethods: promotions?.coupon?.paymentMethods ?? null,
  });
  const options = optionsFor(types, cards);
  const paymentType = typeOf(selection.primary);
  const tippingShown = isTippingShown({
    orderType: context.orderType,
    pickupTipsDisallowed: false,
    paymentType,
  });
  const multipleTips = areMultipleTipsAllowed({
    orderType: context.orderType,
    enableTipForStore: store.settings?.deliverySettings?.enableTipForStore as boolean | undefined,
    deliveryProvider: context.deliveryProvider,
  });
  const billCents = toCents(serverCart?.total ?? 0);
  const totalCents = orderTotalCents({
    billTotalCents: billCents,
    tipsAmountCents: tips.driver,
    tipsForStoreCents: tips.store,
    tippingShown,
    multipleTips,
  });
  const problem: ProblemCode | null = offlineNeedsCaptcha(paymentType ?? 'online', selection.captcha)
    ? 'captcha'
    : (PROBLEM_OF[
        paymentChoiceError({
          primary: paymentType,
          second: typeOf(selection.second),
          balanceCents,
          billCents: totalCents,
        }) ?? ''
      ] ?? null);
  return {
    selection,
    setSelection,
    newCard,
    setNewCard,
    tips,
    setTips,
    options,
    tippingShown,
    multipleTips,
    billCents,
    totalCents,
    tipCents: totalCents - billCents,
    problem,
    captchaGeneration,
    stripeKey,
    stripeCard,
    expressOffered: expressOffered(stripeKey, types),
    renewCaptcha: () => setCaptchaGeneration((count) => count + 1),
  };
}
