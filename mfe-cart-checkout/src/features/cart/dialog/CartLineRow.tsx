import { bus } from '@owa/shared';
import { Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import type { CartLine } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { isMergeable } from '../../../domain/cart-lines';
import { cartActions } from '../cart-slice';
import { messages } from '../messages';
import { useCartDispatch } from '../state';
import type { OptionNames } from './use-option-names';

function optionText(line: CartLine, names: OptionNames | null): string {
  const chosen = (line.itemAttributeList ?? []).flatMap((attribute) =>
    attribute.attrValueList.map((value) => {
      const name = names?.get(`${line.code}/${attribute.code}/${value.code}`) ?? value.code;
      return value.qty > 1 ? `${name} ×${value.qty}` : name;
    }),
  );
  const children = (line.childItemList ?? []).map((child) => {
    const inner = optionText(child, names);
    return inner ? `${child.name ?? child.code} (${inner})` : (child.name ?? child.code);
  });
  return [...chosen, ...children].join(', ');
}

function errorsOf(line: CartLine): string[] {
  return [...(line.errors ?? []).map((e) => e.errorMsg), ...(line.childItemList ?? []).flatMap(errorsOf)];
}

interface Props {
  line: CartLine;
  storeId: string;
  names: OptionNames | null;
  onEdit: () => void;
}

/** One cart line: name, options, per-line errors '- {errorMsg}', − qty +, Edit, remove (spec 2 §2). */
export function CartLineRow({ line, storeId, names, onEdit }: Props) {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const uuid = line.uuid ?? '';
  const name = line.name ?? line.code;
  const details = optionText(line, names);
  const amount = line.subTotal ?? (line.price ?? 0) * line.qty;
  const edit = () => {
    onEdit();
    bus.emit('menu:configure-item', {
      storeId,
      itemCode: line.code,
      menuCode: line.menuCode ?? undefined,
      purpose: { kind: 'edit', lineUuid: uuid, line },
    });
  };
  return (
    <Box as="li" py="3" borderBottomWidth="1px" listStyleType="none" data-testid="cart-line">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold">{name}</Text>
          {details && (
            <Text fontSize="sm" color="fg.muted">
              {details}
            </Text>
          )}
          {errorsOf(line).map((errorMsg) => (
            <Text key={errorMsg} fontSize="sm" color="red.700">
              {intl.formatMessage(messages.cartLineError, { errorMsg })}
            </Text>
          ))}
        </Stack>
        <Text fontWeight="medium">{formatCurrency(amount)}</Text>
      </HStack>
      <HStack gap="2" mt="2">
        <IconButton
          size="xs"
          variant="outline"
          aria-label={intl.formatMessage(messages.cartLineDecrease, { name })}
          onClick={() => dispatch(cartActions.lineDecremented(uuid))}
        >
          −
        </IconButton>
        <Text minW="6" textAlign="center" data-testid="cart-line-qty">
          <VisuallyHidden>{intl.formatMessage(messages.cartLineQuantity, { qty: line.qty })}</VisuallyHidden>
          <span aria-hidden="true">{line.qty}</span>
        </Text>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={intl.formatMessage(messages.cartLineIncrease, { name })}
          onClick={() => dispatch(cartActions.lineIncremented(uuid))}
        >
          +
        </IconButton>
        {!isMergeable(line) && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            aria-label={intl.formatMessage(messages.cartLineEdit, { name })}
            onClick={edit}
          >
            {intl.formatMessage(messages.cartLineEditShort)}
          </Button>
        )}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          ms="auto"
          onClick={() => dispatch(cartActions.lineRemoved(uuid))}
        >
          {intl.formatMessage(messages.cartLineRemove, { name })}
        </Button>
      </HStack>
    </Box>
  );
}
