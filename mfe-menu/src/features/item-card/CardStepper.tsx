import type { MenuItem } from '@owa/shared';
import { Flex, IconButton, Text, VisuallyHidden } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { canAddMore, canRemoveOne } from '../../domain/card-quantity';
import { messages } from '../../i18n/messages';
import { stepFromCard } from './add-item';
import { focusIfPressed, rememberCardFocus } from './card-focus';

interface CardStepperProps {
  readonly item: MenuItem;
  readonly store: { readonly storeId: string; readonly menuCode: string };
  readonly inCart: number;
  /** Adding is off (no orderable category); removing stays possible. */
  readonly addDisabled: boolean;
}

/** − units in the cart + (spec 1 §4.7), shown once the item is in the cart; the count is announced. */
export function CardStepper({ item, store, inCart, addDisabled }: CardStepperProps) {
  const intl = useIntl();
  const step = (direction: 'add' | 'remove') => {
    rememberCardFocus(item.code);
    stepFromCard(item, store.storeId, store.menuCode, direction);
  };
  return (
    <Flex align="center" gap="1" flexShrink={0} data-testid="item-stepper">
      <IconButton
        size="sm"
        variant="outline"
        colorPalette="brand"
        aria-label={intl.formatMessage(messages.itemCardRemoveOne, { name: item.name })}
        disabled={!canRemoveOne(inCart)}
        onClick={() => step('remove')}
      >
        −
      </IconButton>
      <Text minW="6" textAlign="center" fontWeight="semibold" aria-hidden="true" data-testid="item-in-cart">
        {intl.formatNumber(inCart)}
      </Text>
      <VisuallyHidden role="status">
        {intl.formatMessage(messages.itemCardInCart, { count: inCart })}
      </VisuallyHidden>
      <IconButton
        size="sm"
        colorPalette="brand"
        aria-label={intl.formatMessage(messages.itemCardAddOne, { name: item.name })}
        ref={focusIfPressed(item.code)}
        disabled={addDisabled || !canAddMore(inCart, item.maxCardinality)}
        onClick={() => step('add')}
      >
        +
      </IconButton>
    </Flex>
  );
}
