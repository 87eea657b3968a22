import { Button, Stack, Text } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { isValidPhone, phoneInput } from '../../domain/login';
import { messages } from '../../i18n/messages';
import { requestLoginCode } from './login-api';

/** Step 1: the phone number (digits only, 10 of them); a code is requested on submit. */
export function PhoneStep(props: { initialPhone: string; onSent: (phone: string) => void }) {
  const intl = useIntl();
  const [phone, setPhone] = useState(() => phoneInput(props.initialPhone));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPhone(phone)) {
      setError(intl.formatMessage(messages.loginPhoneInvalid));
      return;
    }
    setSending(true);
    setError(null);
    const outcome = await requestLoginCode(phone);
    setSending(false);
    if (outcome === 'sent') props.onSent(phone);
    else setError(intl.formatMessage(messages.loginRequestFailed));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{intl.formatMessage(messages.loginSubtitle)}</Text>
        <Field.Root invalid={error !== null} required>
          <Field.Label>{intl.formatMessage(messages.loginPhoneLabel)}</Field.Label>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            value={phone}
            // Typed or pasted text keeps only its digits (spec 3 §5 numeric-only mask).
            onChange={(event) => setPhone(phoneInput(event.target.value))}
            // No autoFocus: the dialog focuses its first field itself; a second focus costs a layout.
          />
          <Field.HelperText>{intl.formatMessage(messages.loginPhoneHint)}</Field.HelperText>
          {error && (
            <Field.ErrorText role="alert" color="red.700">
              {error}
            </Field.ErrorText>
          )}
        </Field.Root>
        <Button type="submit" loading={sending} width="full">
          {intl.formatMessage(messages.loginSendCode)}
        </Button>
      </Stack>
    </form>
  );
}
