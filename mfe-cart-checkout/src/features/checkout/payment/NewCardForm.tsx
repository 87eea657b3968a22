import { SimpleGrid, Stack } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import type { CardFormError, CardFormValues } from './card-form';

const ERROR_TEXT: Record<CardFormError, MessageDescriptor> = {
  required: m.checkoutRequired,
  number: m.paymentCardNumberInvalid,
  expired: m.paymentCardExpired,
  cvc: m.paymentInvalidCvc,
};

const FIELDS: readonly {
  name: keyof CardFormValues;
  label: MessageDescriptor;
  auto: string;
  mode: 'text' | 'numeric';
  required: boolean;
}[] = [
  { name: 'name', label: m.paymentCardName, auto: 'cc-name', mode: 'text', required: true },
  { name: 'number', label: m.paymentCardNumber, auto: 'cc-number', mode: 'numeric', required: true },
  { name: 'expiry', label: m.paymentCardExpiry, auto: 'cc-exp', mode: 'numeric', required: true },
  { name: 'cvc', label: m.paymentCardCvc, auto: 'cc-csc', mode: 'numeric', required: true },
  { name: 'postalCode', label: m.paymentCardPostal, auto: 'postal-code', mode: 'text', required: false },
];

interface NewCardFormProps {
  readonly values: CardFormValues;
  readonly errors: Partial<Record<keyof CardFormValues, CardFormError>>;
  readonly onChange: (values: CardFormValues) => void;
}

/**
 * A new card. The API's processor tokenises it by saving it to the diner's cards (only token, brand,
 * last four and expiry are kept); the payment then names the saved card.
 */
export function NewCardForm({ values, errors, onChange }: NewCardFormProps) {
  const intl = useIntl();
  return (
    <Stack gap="3" ps={{ base: '0', md: '6' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          return (
            <Field.Root key={field.name} invalid={!!error} required={field.required}>
              <Field.Label>
                {intl.formatMessage(field.label)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                autoComplete={field.auto}
                inputMode={field.mode}
                value={values[field.name]}
                onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
              />
              {error && <Field.ErrorText>{intl.formatMessage(ERROR_TEXT[error])}</Field.ErrorText>}
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
