import type { Store } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { Disclaimer } from './Disclaimer';
import { DIETARY_CLASSES } from './dietary-styles';
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
  const classes = useStaticClasses(DIETARY_CLASSES);
  return (
    <div className={classes.summary} data-testid="dietary-summary">
      <div className={classes.summaryLine}>
        <p className={classes.summaryText}>{filterSummary(filter, intl)}</p>
        <button type="button" className={classes.summaryClear} onClick={onClear}>
          {intl.formatMessage(m.clearFilters)}
        </button>
      </div>
      <Disclaimer store={store} />
    </div>
  );
});
