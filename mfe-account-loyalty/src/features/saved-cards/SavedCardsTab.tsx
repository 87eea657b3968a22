import { bus, type SavedCard } from '@owa/shared';
import { Alert, Button, Card, HStack, IconButton, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cardExpiryText } from '../../domain/card-form';
import { messages } from '../../i18n/messages';
import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import { AddCardDialog } from './AddCardDialog';
import { deleteCard } from './cards-api';
import { cardsRequested, selectSavedCards } from './saved-cards-slice';

const last4 = (card: SavedCard) => card.no.replace(/\D/g, '').slice(-4);
const brandName = (brand: string | null | undefined) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase() : '';

/** tab-3: saved cards, add through the card dialog, delete; each change refetches (spec 3 §4). */
export function SavedCardsTab() {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const { cards, status } = useAccountSelector(selectSavedCards);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    dispatch(cardsRequested());
  }, [dispatch]);

  const remove = async (card: SavedCard) => {
    try {
      await deleteCard(String(card.id));
    } catch {
      return; // The API's message is shown as a snack.
    }
    bus.emit('shell:snack', { message: intl.formatMessage(messages.cardsDeleted), status: 'success' });
    dispatch(cardsRequested());
  };

  return (
    <Stack gap="3" mt="4">
      {status === 'loading' && <Skeleton height="16" />}
      {status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Title>{intl.formatMessage(messages.cardsLoadFailed)}</Alert.Title>
          <Button size="sm" ms="auto" onClick={() => dispatch(cardsRequested())}>
            {intl.formatMessage(messages.accountRetry)}
          </Button>
        </Alert.Root>
      )}
      {status === 'ready' && cards.length === 0 && <Text>{intl.formatMessage(messages.cardsEmpty)}</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {cards.map((card) => (
          <Card.Root as="li" key={String(card.id)} data-testid="saved-card">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium" dir="ltr">
                    {`${brandName(card.brand)} ${card.no}`.trim()}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {card.name}
                    {card.name ? ' · ' : ''}
                    {intl.formatMessage(messages.cardsExpires, {
                      expiry: cardExpiryText(card.expiredMonth, card.expiredYear),
                    })}
                  </Text>
                </Stack>
                <IconButton
                  size="sm"
                  variant="ghost"
                  onClick={() => void remove(card)}
                  aria-label={intl.formatMessage(messages.cardsDelete, { last4: last4(card) })}
                >
                  <span aria-hidden="true">🗑</span>
                </IconButton>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Button alignSelf="flex-start" onClick={() => setAdding(true)}>
        {intl.formatMessage(messages.cardsAdd)}
      </Button>
      {adding && (
        <AddCardDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            dispatch(cardsRequested());
          }}
        />
      )}
    </Stack>
  );
}
