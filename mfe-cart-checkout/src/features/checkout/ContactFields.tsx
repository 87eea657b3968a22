import { Heading, Stack } from '@owa/shared/design-kit';
import { Checkbox, Field, Input } from '@owa/shared/design-kit/dialogs';
import { Controller, type FieldError, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CheckoutFormValues, FORM_ERROR } from './checkout-form';
import { checkoutMessages as m } from './messages';

function ErrorText({ error }: { error: FieldError | undefined }) {
  if (!error) return null;
  return (
    <Field.ErrorText>
      <FormattedMessage
        {...(error.message === FORM_ERROR.email ? m.checkoutEmailInvalid : m.checkoutRequired)}
      />
    </Field.ErrorText>
  );
}

type Name = 'firstname' | 'lastname' | 'phoneNumber' | 'email';
const FIELDS: readonly { name: Name; label: keyof typeof m; auto: string; type: string }[] = [
  { name: 'firstname', label: 'checkoutFirstName', auto: 'given-name', type: 'text' },
  { name: 'lastname', label: 'checkoutLastName', auto: 'family-name', type: 'text' },
  { name: 'phoneNumber', label: 'checkoutPhone', auto: 'tel', type: 'tel' },
  { name: 'email', label: 'checkoutEmail', auto: 'email', type: 'email' },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** Contact fields (spec 2 §5): required names and phone, the e-mail and its receipt (on by default). */
export function ContactFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const intl = useIntl();
  // This component's own subscriptions: the form's host does not render the checkout again for them.
  const { errors } = useFormState({ control: form.control, name: FIELD_NAMES });
  const receipt = useWatch({ control: form.control, name: 'emailReceipt' });
  return (
    <Stack as="section" gap="3" aria-labelledby="checkout-contact">
      <Heading as="h2" size="md" id="checkout-contact">
        <FormattedMessage {...m.checkoutContact} />
      </Heading>
      {FIELDS.map((field) => (
        <Field.Root
          key={field.name}
          invalid={!!errors[field.name]}
          required={field.name !== 'lastname' && (field.name !== 'email' || receipt)}
        >
          <Field.Label>
            {intl.formatMessage(m[field.label])}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type={field.type} autoComplete={field.auto} {...form.register(field.name)} />
          <ErrorText error={errors[field.name]} />
        </Field.Root>
      ))}
      <Controller
        control={form.control}
        name="emailReceipt"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(change) => field.onChange(change.checked === true)}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage {...m.checkoutEmailReceipt} />
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </Stack>
  );
}
