import { Box, Button, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

/** Nothing matched the search: say so and offer to clear it (spec 1 §2.5). */
export function EmptySearch({ query, onClear }: { readonly query: string; readonly onClear: () => void }) {
  const intl = useIntl();
  return (
    <Box py="12" textAlign="center" data-testid="search-empty">
      <Text fontSize="lg" mb="4">
        {intl.formatMessage(messages.searchEmpty, { query: query.trim() })}
      </Text>
      <Button variant="outline" onClick={onClear}>
        {intl.formatMessage(messages.searchClear)}
      </Button>
    </Box>
  );
}
