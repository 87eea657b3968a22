import { Box, Button, Flex, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { dietaryMessages as m } from './messages';

interface SheetFooterProps {
  readonly matches: number;
  readonly anyChosen: boolean;
  readonly onClear: () => void;
  readonly onShow: () => void;
}

/** How many items are left (announced as it changes), clear the filters, back to the menu. */
export function SheetFooter({ matches, anyChosen, onClear, onShow }: SheetFooterProps) {
  const intl = useIntl();
  return (
    <Box borderTopWidth="1px" px="4" py="3">
      <Text role="status" fontSize="sm" mb="2" data-testid="dietary-matches">
        {intl.formatMessage(m.matches, { count: matches })}
      </Text>
      <Flex gap="2" justify="space-between">
        <Button variant="outline" disabled={!anyChosen} onClick={onClear}>
          {intl.formatMessage(m.clearFilters)}
        </Button>
        <Button colorPalette="brand" onClick={onShow}>
          {intl.formatMessage(m.showItems, { count: matches })}
        </Button>
      </Flex>
    </Box>
  );
}
