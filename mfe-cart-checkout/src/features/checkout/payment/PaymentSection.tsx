import { Heading, Stack, Text } from '@owa/shared/design-kit';
import { formatCents } from '@owa/shared/domain';
import type { SavedCard } from '@owa/shared/entities';
import { type ReactNode, type Ref, useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { membershipSplit, needsSecondMethod } from '../../../domain/payment';
import { CaptchaField } from '../../../lib/CaptchaField';
import { checkoutMessages as m } from '../messages';
import type { CardFormError, CardFormValues } from './card-form';
import { NewCardForm } from './NewCardForm';
import { PaymentOptions } from './PaymentOptions';
import { type PaymentOption, type PaymentSelection, usesNewCard } from './payment-selection';
import { type StripeCard, StripeCardField } from './StripeCardField';

export interface NewCardState {
  readonly values: CardFormValues;
  readonly errors: Partial<Record<keyof CardFormValues, CardFormError>>;
}

interface PaymentSectionProps {
  readonly options: readonly PaymentOption[];
  readonly cards: readonly SavedCard[];
  readonly balanceCents: number;
  readonly billCents: number;
  readonly selection: PaymentSelection;
  readonly onSelect: (selection: PaymentSelection) => void;
  readonly newCard: NewCardState;
  readonly onNewCard: (state: NewCardState) => void;
  readonly captchaGeneration: number;
  readonly stripeKey: string | null;
  readonly stripeCard: Ref<StripeCard | null>;
  /** Apple Pay / Google Pay in one step, above the other methods (with a Stripe key only). */
  readonly express?: ReactNode;
  /** The choice's problem (a payment rule's message), shown once the diner tried to order. */
  readonly problem: string | null;
}

/** Spec 2 §4 "Payment type selection": the allowed methods, the wallet's second method, the card form, the captcha. */
export function PaymentSection(props: PaymentSectionProps) {
  const intl = useIntl();
  const { selection, onSelect, balanceCents, billCents } = props;
  const short = selection.primary === 'membership' && needsSecondMethod(balanceCents, billCents);
  const split = membershipSplit(balanceCents, billCents);
  const onCaptcha = useCallback(
    (captcha: string | null) => onSelect({ ...selection, captcha }),
    [onSelect, selection],
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="checkout-payment">
      <Heading as="h2" size="md" id="checkout-payment">
        <FormattedMessage {...m.paymentHeading} />
      </Heading>
      {props.express}
      <PaymentOptions
        label={intl.formatMessage(m.paymentHeading)}
        options={props.options}
        cards={props.cards}
        walletText={intl.formatMessage(m.paymentWallet, { balance: formatCents(balanceCents) })}
        value={selection.primary}
        onChange={(primary) => onSelect({ primary, second: null, captcha: null })}
      />
      {short && (
        <Stack gap="2" ps="4" borderStartWidth="2px">
          <Text>
            <FormattedMessage
              {...m.paymentWalletShort}
              values={{ covered: formatCents(split.membershipCents), rest: formatCents(split.secondCents) }}
            />
          </Text>
          <PaymentOptions
            label={intl.formatMessage(m.paymentSecond)}
            options={props.options.filter((option) => option.startsWith('card:') || option === 'wechat')}
            cards={props.cards}
            walletText=""
            value={selection.second}
            onChange={(second) => onSelect({ ...selection, second })}
          />
        </Stack>
      )}
      {usesNewCard(selection) && props.stripeKey && (
        <StripeCardField publishableKey={props.stripeKey} amountCents={billCents} handle={props.stripeCard} />
      )}
      {usesNewCard(selection) && !props.stripeKey && (
        <NewCardForm
          values={props.newCard.values}
          errors={props.newCard.errors}
          onChange={(values) => props.onNewCard({ values, errors: {} })}
        />
      )}
      {selection.primary === 'offline' && (
        <CaptchaField generation={props.captchaGeneration} onChange={onCaptcha} />
      )}
      {props.problem && (
        <Text color="red.700" role="alert">
          {props.problem}
        </Text>
      )}
    </Stack>
  );
}
