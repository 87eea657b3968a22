import { Button, HStack, Stack } from '@owa/shared/design-kit';
import { Field, PinInput } from '@owa/shared/design-kit/dialogs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CODE_DIGITS, codeInput, loginCodeError, shouldAutoSubmit } from '../../domain/login';
import { messages } from '../../i18n/messages';
import { type LoginOutcome, logIn, requestLoginCode } from './login-api';
import { useResendCountdown } from './use-resend-countdown';

const EMPTY = Array.from({ length: CODE_DIGITS }, () => '');

interface CodeStepProps {
  phone: string;
  referrer: string | null;
  sentAt: number;
  onResent: () => void;
  onLoggedIn: (outcome: Extract<LoginOutcome, { kind: 'ok' }>) => void;
  /** Reading the code failed: back to step 1 with the message (spec 3 §4). */
  onFailed: (message: string) => void;
}

/** Step 2: six boxes (one digit each, one-time-code autofill, paste fills all), sent on the sixth digit. */
export function CodeStep(props: CodeStepProps) {
  const intl = useIntl();
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useResendCountdown(props.sentAt);

  const submit = async (code: string) => {
    if (loginCodeError(code)) return setError(intl.formatMessage(messages.loginCodeLength));
    setBusy(true);
    setError(null);
    const outcome = await logIn(props.phone, code, props.referrer);
    setBusy(false);
    if (outcome.kind === 'ok') return props.onLoggedIn(outcome);
    if (outcome.kind === 'failed') return props.onFailed(intl.formatMessage(messages.loginCodeReadFailed));
    setDigits(EMPTY);
    setError(intl.formatMessage(messages.loginCodeIncorrect));
  };

  const change = (next: string[]) => {
    // A paste lands in one box: spread its digits over all of them.
    const code = codeInput(next.join(''));
    const spread = EMPTY.map((_, index) => code[index] ?? '');
    setDigits(spread);
    if (shouldAutoSubmit(code) && !busy) void submit(code);
  };

  const resend = async () => {
    if ((await requestLoginCode(props.phone)) === 'sent') props.onResent();
    else setError(intl.formatMessage(messages.loginRequestFailed));
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={error !== null}>
        <Field.Label id="login-code-label">
          {intl.formatMessage(messages.loginCodeLabel, { phone: props.phone })}
        </Field.Label>
        <PinInput.Root
          otp
          count={CODE_DIGITS}
          // The machine focuses the first box once started; a native autofocus would land before it listens.
          autoFocus
          type="numeric"
          value={digits}
          onValueChange={(details) => change(details.value)}
          aria-labelledby="login-code-label"
          disabled={busy}
          translations={{
            inputLabel: (index) => intl.formatMessage(messages.loginCodeDigit, { index: index + 1 }),
          }}
        >
          <PinInput.HiddenInput />
          <PinInput.Control dir="ltr">
            {EMPTY.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
              <PinInput.Input key={index} index={index} />
            ))}
          </PinInput.Control>
        </PinInput.Root>
        {error && (
          <Field.ErrorText role="alert" color="red.700">
            {error}
          </Field.ErrorText>
        )}
      </Field.Root>
      <HStack justify="space-between" wrap="wrap">
        <Button variant="outline" onClick={() => void resend()} disabled={secondsLeft > 0}>
          {secondsLeft > 0
            ? intl.formatMessage(messages.loginResendIn, { seconds: secondsLeft })
            : intl.formatMessage(messages.loginResend)}
        </Button>
        <Button loading={busy} onClick={() => void submit(digits.join(''))}>
          {intl.formatMessage(messages.loginVerify)}
        </Button>
      </HStack>
    </Stack>
  );
}
