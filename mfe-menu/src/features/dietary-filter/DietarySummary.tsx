import type { Store } from '@owa/shared';
import { Button, Flex, Stack, Text } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { Disclaimer } from './Disclaimer';
import { filterSummary } from './filter-words';
import { dietaryMessages as m } from './messages';

interface DietarySummaryProps {
  readonly filter: DietaryFilter;
  readonly store: Store;
  readonly onClear: () => void;
}

/**
 * Over the filtered menu: what the filters keep, a way to clear them, and the store's disclaimer.
 * Memoised: the menu renders again for each slice of cards it adds.
 */
export const DietarySummary = memo(function DietarySummary({ filter, store, onClear }: DietarySummaryProps) {
  const intl = useIntl();
  return (
    <Stack gap="1" mb="4" data-testid="dietary-summary">
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {filterSummary(filter, intl)}
        </Text>
        <Button size="xs" variant="outline" onClick={onClear}>
          {intl.formatMessage(m.clearFilters)}
        </Button>
      </Flex>
      <Disclaimer store={store} />
    </Stack>
  );
});
