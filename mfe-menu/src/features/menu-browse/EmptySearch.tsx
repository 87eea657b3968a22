import { Box, Button, Flex, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface EmptyResultsProps {
  readonly query: string;
  readonly filtered: boolean;
  readonly onClearSearch: () => void;
  readonly onClearFilters: () => void;
}

/** Nothing matched the search or the dietary filters: say so and offer to clear them (spec 1 §2.5, issue 22). */
export function EmptySearch({ query, filtered, onClearSearch, onClearFilters }: EmptyResultsProps) {
  const intl = useIntl();
  const words = query.trim();
  const message = filtered
    ? words
      ? intl.formatMessage(messages.dietaryNoMatchSearch, { query: words })
      : intl.formatMessage(messages.dietaryNoMatch)
    : intl.formatMessage(messages.searchEmpty, { query: words });
  return (
    <Box py="12" textAlign="center" data-testid="search-empty">
      <Text fontSize="lg" mb="4">
        {message}
      </Text>
      <Flex gap="2" justify="center" wrap="wrap">
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {intl.formatMessage(messages.dietaryClearFilters)}
          </Button>
        ) : null}
        {words ? (
          <Button variant="outline" onClick={onClearSearch}>
            {intl.formatMessage(messages.searchClear)}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
