import { valibotResolver } from '@hookform/resolvers/valibot';
import { bus, siteApi } from '@owa/shared';
import { Button, HStack, Stack } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { messages } from '../../i18n/messages';
import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import { type CustomerProfile, customerLoaded, selectMembership } from '../customer';
import { CONTACT_ERRORS, ContactFormSchema, type ContactFormValues } from './contact-form';

const FIELDS = [
  { name: 'firstName', label: messages.accountFirstName, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: messages.accountLastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: messages.accountEmail, type: 'email', autoComplete: 'email' },
] as const;

/** Edit personal info: react-hook-form with the valibot rules; saved with PUT /customer. */
export function ContactForm({ profile, onDone }: { profile: CustomerProfile; onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const membership = useAccountSelector(selectMembership);
  const form = useForm<ContactFormValues>({
    resolver: valibotResolver(ContactFormSchema),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      email: profile.email ?? '',
    },
  });
  const errorText = (code: string | undefined) =>
    code === CONTACT_ERRORS.email
      ? intl.formatMessage(messages.accountEmailInvalid)
      : intl.formatMessage(messages.accountRequired);

  const save = form.handleSubmit(async (values) => {
    try {
      await siteApi().request('/customer', { method: 'PUT', body: values, schema: v.unknown() });
    } catch {
      return; // The API's message is already shown as a snack; the form keeps the edits.
    }
    dispatch(
      customerLoaded({
        profile: { ...profile, ...values },
        membership: membership ?? { isMember: false, balanceInCents: 0 },
      }),
    );
    bus.emit('shell:snack', { message: intl.formatMessage(messages.accountSaved), status: 'success' });
    onDone();
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="3">
        {FIELDS.map((field) => {
          const error = form.formState.errors[field.name]?.message;
          return (
            <Field.Root key={field.name} invalid={!!error} required>
              <Field.Label>{intl.formatMessage(field.label)}</Field.Label>
              <Input type={field.type} autoComplete={field.autoComplete} {...form.register(field.name)} />
              {error && <Field.ErrorText color="red.700">{errorText(error)}</Field.ErrorText>}
            </Field.Root>
          );
        })}
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            {intl.formatMessage(messages.accountCancel)}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {intl.formatMessage(messages.accountSave)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
