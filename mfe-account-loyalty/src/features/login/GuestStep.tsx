import { Button, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

/** Step 3 (spec 3 §4 "Guest path"): order without an account; the cart places it, paid in person. */
export function GuestStep(props: { onStart: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Text>{intl.formatMessage(messages.loginGuestIntro)}</Text>
      <Button width="full" onClick={props.onStart}>
        {intl.formatMessage(messages.loginGuestPlace)}
      </Button>
    </Stack>
  );
}

/** Step 1's way to the guest step, shown only while the guest path is open. */
export function GuestOffer(props: { onChoose: () => void }) {
  const intl = useIntl();
  return (
    <Button width="full" variant="outline" mt="3" onClick={props.onChoose}>
      {intl.formatMessage(messages.loginGuestOffer)}
    </Button>
  );
}
