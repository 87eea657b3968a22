import { Alert, Button, Stack, Text } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../../../lib/CaptchaField';
import { DialogFrame } from '../../../lib/DialogFrame';
import { dineInActions, dineInMessages as m } from '../../order-context';
import { useCheckoutDispatch } from '../state';
import { useGuestCheckout } from './use-guest-checkout';

/**
 * Skip checkout (spec 2 §2): a first round is placed and paid in person once the captcha is solved;
 * a later round is added to the open order.
 */
export default function GuestCheckoutDialog() {
  const intl = useIntl();
  const dispatch = useCheckoutDispatch();
  const { phase, place, isSubOrder, total } = useGuestCheckout();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const onCaptcha = useCallback((payload: string | null) => setCaptcha(payload), []);
  const ready = isSubOrder || captcha !== null;
  const submit = async () => {
    await place(isSubOrder ? null : captcha);
    // A solution works once: a failed attempt needs a fresh challenge.
    if (!isSubOrder) setGeneration((value) => value + 1);
  };
  return (
    <DialogFrame
      title={intl.formatMessage(m.dineInGuestTitle)}
      testId="guest-checkout-dialog"
      onClose={() => dispatch(dineInActions.dialogClosed())}
      footer={
        <Button
          colorPalette="brand"
          width="full"
          size="lg"
          onClick={submit}
          disabled={!ready}
          loading={phase === 'placing'}
          loadingText={intl.formatMessage(m.dineInPlacing)}
        >
          {intl.formatMessage(isSubOrder ? m.dineInAddRound : m.dineInPlace)}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>{intl.formatMessage(isSubOrder ? m.dineInGuestAddIntro : m.dineInGuestIntro)}</Text>
        {total !== null && (
          <Text fontWeight="semibold">
            {intl.formatMessage(m.dineInGuestTotal, { total: formatCurrency(total) })}
          </Text>
        )}
        {!isSubOrder && <CaptchaField generation={generation} onChange={onCaptcha} />}
        {phase === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.dineInFailed)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
