import type { SnackStatus } from '@owa/shared';
import { Box, CloseButton, Flex, Text } from '@owa/shared/design-kit';
import type { Observable } from '@owa/shared/rx';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import { useSnackBottomAboveDialogs } from './snack-above-dialogs';
import { type ShellSnack, SNACK_TIMEOUT_MS, SNACKS_SHOWN } from './snack-feed';

interface ShownSnack {
  readonly id: number;
  readonly message: string;
  readonly status: SnackStatus;
}

const PALETTE: Record<SnackStatus, string> = {
  success: 'green',
  error: 'red',
  info: 'gray',
  warning: 'orange',
};

/** Shows `shell:snack` messages (snack-feed.ts); errors are announced assertively, the rest politely. */
export function Snackbar({ snacks: feed }: { readonly snacks: Observable<ShellSnack> }) {
  const intl = useIntl();
  const [snacks, setSnacks] = useState<readonly ShownSnack[]>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = feed.subscribe((snack) => {
      next += 1;
      const id = next;
      setSnacks((current) => [
        ...current.slice(1 - SNACKS_SHOWN),
        { id, message: snack.message, status: snack.status },
      ]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setSnacks((current) => current.filter((shown) => shown.id !== id));
      }, snack.timeoutMs ?? SNACK_TIMEOUT_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [feed]);

  const dismiss = (id: number) => setSnacks((current) => current.filter((shown) => shown.id !== id));
  // Never over an open dialog's Done or Pay (a full-screen dialog on a phone): then above them.
  const aboveDialog = useSnackBottomAboveDialogs(snacks.length > 0);

  return (
    <Box
      position="fixed"
      insetInline="0"
      bottom={aboveDialog === null ? '4' : `${aboveDialog}px`}
      zIndex="toast"
      pointerEvents="none"
      px="4"
    >
      {snacks.map((snack) => (
        <Flex
          key={snack.id}
          role={snack.status === 'error' ? 'alert' : 'status'}
          aria-live={snack.status === 'error' ? 'assertive' : 'polite'}
          data-snack-status={snack.status}
          pointerEvents="auto"
          maxW="md"
          mx="auto"
          mt="2"
          p="3"
          borderRadius="md"
          boxShadow="md"
          bg={`${PALETTE[snack.status]}.600`}
          color="white"
          align="center"
          gap="2"
        >
          <Text flex="1">{snack.message}</Text>
          <CloseButton
            size="sm"
            aria-label={intl.formatMessage(messages.dismiss)}
            onClick={() => dismiss(snack.id)}
          />
        </Flex>
      ))}
    </Box>
  );
}
