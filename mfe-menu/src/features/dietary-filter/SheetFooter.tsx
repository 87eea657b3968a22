import { useStaticClasses } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { DIETARY_CLASSES } from './dietary-styles';
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
  const classes = useStaticClasses(DIETARY_CLASSES);
  return (
    <div className={classes.footer}>
      <p role="status" className={classes.matches} data-testid="dietary-matches">
        {intl.formatMessage(m.matches, { count: matches })}
      </p>
      <div className={classes.footerButtons}>
        <button type="button" className={classes.clear} disabled={!anyChosen} onClick={onClear}>
          {intl.formatMessage(m.clearFilters)}
        </button>
        <button type="button" className={classes.show} onClick={onShow}>
          {intl.formatMessage(m.showItems, { count: matches })}
        </button>
      </div>
    </div>
  );
}
