import type { MenuItem } from '@owa/shared';
import { Box, Button, Flex, Text } from '@owa/shared/design-kit';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { needsConfiguration } from '../../domain/needs-configuration';
import { messages } from '../../i18n/messages';
import { addFromCard, itemPriceText } from '../item-card';
import { suggestionsMessages as m } from './messages';

interface SuggestionListProps {
  readonly items: readonly MenuItem[];
  readonly storeId: string;
  readonly menuCode: string;
  /** Where focus goes when the last suggestion is added (its button leaves the list). */
  readonly onEmptied: () => void;
}

/**
 * One row per suggestion: a simple item goes to the cart in one press, a configurable one opens the
 * item dialog (the card's own Add). An added item leaves the list, so its button's focus moves on
 * to the suggestion that took its place.
 */
export function SuggestionList({ items, storeId, menuCode, onEmptied }: SuggestionListProps) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  const priceText = (item: MenuItem) => {
    const price = itemPriceText(item);
    return price.from ? intl.formatMessage(messages.fromPrice, { price: price.text }) : price.text;
  };
  const pressed = useRef<{ code: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const last = pressed.current;
    if (!last || items.some((item) => item.code === last.code)) return;
    pressed.current = null;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(last.index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [items, onEmptied]);

  return (
    <Flex ref={list} as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" data-testid="suggestions">
      {items.map((item, index) => (
        <Box as="li" key={item.code} flex="0 0 auto" minW="9rem" maxW="12rem">
          <Button
            variant="outline"
            size="sm"
            h="auto"
            w="full"
            py="2"
            flexDirection="column"
            alignItems="start"
            whiteSpace="normal"
            textAlign="start"
            aria-label={intl.formatMessage(needsConfiguration(item) ? m.choose : m.add, {
              name: item.name,
              price: priceText(item),
            })}
            onClick={() => {
              pressed.current = { code: item.code, index };
              addFromCard(item, storeId, menuCode);
            }}
          >
            <Text fontWeight="semibold">{item.name}</Text>
            <Text color="fg.muted">{priceText(item)}</Text>
          </Button>
        </Box>
      ))}
    </Flex>
  );
}
