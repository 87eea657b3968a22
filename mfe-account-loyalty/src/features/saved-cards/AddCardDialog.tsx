import { ApiError, bus } from '@owa/shared';
import { Button, CloseButton, SimpleGrid, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Field, Input, Portal } from '@owa/shared/design-kit/dialogs';
import { NativeSelect } from '@owa/shared/design-kit/overlays';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardFormError } from '../../domain/card-form';
import { messages } from '../../i18n/messages';
import { OverlayFrame } from '../../lib/OverlayFrame';
import { type CardFields, cardErrors, EMPTY_CARD, toCardForm } from './card-fields';
import { addCard } from './cards-api';

const ERROR_TEXT: Record<CardFormError, keyof typeof messages> = {
  required: 'accountRequired',
  number: 'cardsInvalidNumber',
  expired: 'cardsExpired',
  cvc: 'cardsInvalidCvc',
  postalCode: 'cardsInvalidPostalCode',
};
const COUNTRIES = ['CA', 'US', 'GB', 'FR', 'CN', 'KR', 'TH', 'VN', 'AE'];
const INPUTS = [
  { key: 'name', label: 'cardsNameOnCard', autoComplete: 'cc-name', inputMode: 'text' },
  { key: 'no', label: 'cardsNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { key: 'expiry', label: 'cardsExpiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { key: 'csv', label: 'cardsCvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { key: 'postalCode', label: 'cardsPostalCode', autoComplete: 'postal-code', inputMode: 'text' },
] as const;

/** Add payment method (spec 3 §2, §5): the number and CVC only pass through to the processor. */
export function AddCardDialog(props: { onClose: () => void; onAdded: () => void }) {
  const intl = useIntl();
  const regionName = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof CardFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = cardErrors(fields);
    setErrors(problems.map((code) => intl.formatMessage(messages[ERROR_TEXT[code]])));
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await addCard(toCardForm(fields));
      bus.emit('shell:snack', { message: intl.formatMessage(messages.cardsAdded), status: 'success' });
      props.onAdded();
    } catch (error) {
      setErrors([error instanceof ApiError ? error.errorMsg : String(error)]);
      setSaving(false);
    }
  };

  return (
    <OverlayFrame>
      <Dialog.Root open onOpenChange={(details) => !details.open && props.onClose()} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={{ base: 'calc(100vw - 2rem)', md: 'md' }}>
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{intl.formatMessage(messages.cardsAdd)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                      {INPUTS.map((input) => (
                        <Field.Root
                          key={input.key}
                          required={input.key !== 'postalCode'}
                          gridColumn={
                            input.key === 'name' || input.key === 'no' ? { sm: 'span 2' } : undefined
                          }
                        >
                          <Field.Label>{intl.formatMessage(messages[input.label])}</Field.Label>
                          <Input
                            value={fields[input.key]}
                            onChange={set(input.key)}
                            autoComplete={input.autoComplete}
                            inputMode={input.inputMode}
                            dir={input.key === 'name' ? undefined : 'ltr'}
                          />
                        </Field.Root>
                      ))}
                      <Field.Root required>
                        <Field.Label>{intl.formatMessage(messages.cardsCountry)}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={fields.country}
                            onChange={set('country')}
                            aria-label={intl.formatMessage(messages.cardsCountry)}
                            autoComplete="country"
                          >
                            {COUNTRIES.map((code) => (
                              <option key={code} value={code}>
                                {regionName.of(code) ?? code}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    </SimpleGrid>
                    {errors.map((error) => (
                      <Text key={error} role="alert" color="red.700">
                        {error}
                      </Text>
                    ))}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="ghost" onClick={props.onClose}>
                    {intl.formatMessage(messages.accountCancel)}
                  </Button>
                  <Button type="submit" loading={saving}>
                    {intl.formatMessage(messages.cardsSave)}
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(messages.loginClose)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </OverlayFrame>
  );
}
