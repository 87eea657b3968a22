import { Button, Card, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { formatCents } from '@owa/shared/domain';
import type { OrderBonus, Store } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import { lossMessage } from './success-details';

/** Spec 2 §2 "Order bonus": coupon cards, or the store's loss message with our fallback. */
export function BonusDialog({
  bonus,
  store,
  onClose,
}: {
  bonus: OrderBonus;
  store: Store;
  onClose: () => void;
}) {
  const intl = useIntl();
  const coupons = bonus.coupons ?? [];
  const won = coupons.length > 0;
  return (
    <Dialog.Root
      open
      onOpenChange={(change) => !change.open && onClose()}
      placement="center"
      // The page behind may open its own pop-up as the diner lands: only the diner closes this one.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minW={{ base: 'auto', md: '550px' }} mx="4">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.bonusTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {won ? (
                <Stack gap="3">
                  <Text>{intl.formatMessage(m.bonusWon)}</Text>
                  {coupons.map((coupon, index) => (
                    <Card.Root key={String(coupon.uuid ?? coupon.code ?? index)} size="sm">
                      <Card.Body>
                        <Text fontWeight="semibold">{String(coupon.name ?? coupon.code ?? '')}</Text>
                      </Card.Body>
                    </Card.Root>
                  ))}
                  {(bonus.balanceInCents ?? 0) > 0 && (
                    <Text>
                      {intl.formatMessage(m.bonusBalance, { amount: formatCents(bonus.balanceInCents ?? 0) })}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text>{lossMessage(store, intl.locale) ?? intl.formatMessage(m.bonusLoss)}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{intl.formatMessage(m.bonusOk)}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
