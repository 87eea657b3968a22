import { bus, type LoginReason } from '@owa/shared';
import { Button, CloseButton, HStack, Text } from '@owa/shared/design-kit';
import { Dialog, Portal, useBodyScrollLock } from '@owa/shared/design-kit/dialogs';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { currentReferrer } from '../referral';
import { CodeStep } from './CodeStep';
import { GuestOffer, GuestStep } from './GuestStep';
import type { LoginOutcome } from './login-api';
import { loginOpening } from './opening';
import { PhoneStep } from './PhoneStep';
import { useGuestPath } from './use-guest-path';

type Step =
  | { kind: 'phone'; phone: string; notice: string | null }
  | { kind: 'code'; phone: string; sentAt: number }
  | { kind: 'guest'; phone: string };

const STEP_NUMBER = { phone: 1, code: 2, guest: 3 } as const;
const STEP_NAME = {
  phone: messages.loginStepPhone,
  code: messages.loginStepCode,
  guest: messages.loginStepGuest,
} as const;

const firstStep = (): Step => ({
  kind: 'phone',
  phone: new URLSearchParams(window.location.search).get('phoneNumber') ?? '',
  notice: null,
});

/**
 * The login stepper (spec 3 §2): persistent (the backdrop does not close it); Close at step 1 closes,
 * Close or Back at step 2 returns to step 1. It stays mounted while closed (the service mounts it when
 * idle), so opening only shows it; each closing puts it back at step 1 with the phoneNumber query.
 * Step 3 (guest) is offered from step 1 only while the guest path is open (spec 3 §4); in kiosk mode
 * a checkout's login is the guest step alone.
 */
export default function LoginDialog(props: { open: boolean; onClose: () => void; reason?: LoginReason }) {
  const intl = useIntl();
  const [chosenStep, setStep] = useState<Step>(firstStep);
  const [round, setRound] = useState(0);
  const { offered: guestPath, forced: guestOnly } = useGuestPath(props.reason);
  // Derived, not stored: the kiosk's guest step follows the cart and session as they change.
  const step: Step = guestOnly ? { kind: 'guest', phone: '' } : chosenStep;
  useBodyScrollLock(props.open);
  // Reset on close rather than on open, so opening costs one render.
  useEffect(() => {
    if (props.open) return;
    setStep(firstStep());
    setRound((value) => value + 1);
  }, [props.open]);
  const back = () => setStep({ kind: 'phone', phone: step.phone, notice: null });
  const close = () => (step.kind === 'phone' || guestOnly ? props.onClose() : back());

  const loggedIn = ({ token, user }: Extract<LoginOutcome, { kind: 'ok' }>) => {
    bus.emit('shell:logged-in', { token, user });
    bus.emit('shell:snack', {
      message: intl.formatMessage(messages.loginWelcome, { name: user.displayName }),
      status: 'success',
    });
    props.onClose();
  };

  // The cart takes the guest checkout from here, end to end (its dialog, its failures, and the
  // order id for this store's guest history through `account:guest-order-placed`).
  const startGuest = () => {
    props.onClose();
    bus.emit('cart:guest-checkout-requested', {});
  };

  return (
    <Dialog.Root
      // Rendered (hidden) from idle, unlike Chakra's default: mounting the content on the click put
      // its style rules into the page then, each one invalidating the whole store page's styles.
      lazyMount={false}
      unmountOnExit={false}
      preventScroll={false}
      open={props.open}
      closeOnInteractOutside={false}
      // Opened in the place of the header's frame, which held the focus meanwhile: back to Login.
      finalFocusEl={loginOpening.openerToRefocus}
      onOpenChange={(event) => !event.open && close()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-dialog" maxW={{ base: 'calc(100vw - 2rem)', md: 'md' }}>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages.loginTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <HStack justify="space-between" mb="3">
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(STEP_NAME[step.kind])}
                  {guestOnly
                    ? null
                    : ` · ${STEP_NUMBER[step.kind]}/${guestPath || step.kind === 'guest' ? 3 : 2}`}
                </Text>
                {step.kind !== 'phone' && !guestOnly && (
                  <Button size="sm" variant="ghost" onClick={back}>
                    {intl.formatMessage(messages.loginBack)}
                  </Button>
                )}
              </HStack>
              {step.kind === 'phone' ? (
                <>
                  {step.notice && (
                    <Text role="alert" color="red.700" mb="3">
                      {step.notice}
                    </Text>
                  )}
                  <PhoneStep
                    key={round}
                    initialPhone={step.phone}
                    onSent={(phone) => setStep({ kind: 'code', phone, sentAt: Date.now() })}
                  />
                  {guestPath && <GuestOffer onChoose={() => setStep({ kind: 'guest', phone: step.phone })} />}
                </>
              ) : step.kind === 'guest' ? (
                <GuestStep onStart={startGuest} />
              ) : (
                <CodeStep
                  phone={step.phone}
                  referrer={currentReferrer()}
                  sentAt={step.sentAt}
                  onResent={() => setStep({ ...step, sentAt: Date.now() })}
                  onLoggedIn={loggedIn}
                  onFailed={(notice) => setStep({ kind: 'phone', phone: step.phone, notice })}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                aria-label={intl.formatMessage(
                  step.kind === 'phone' || guestOnly ? messages.loginClose : messages.loginBack,
                )}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
