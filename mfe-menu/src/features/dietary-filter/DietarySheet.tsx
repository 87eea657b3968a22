import type { Store } from '@owa/shared';
import { CloseButton, useStaticClasses } from '@owa/shared/design-kit';
import { ALLERGENS, DIETARY_LABELS } from '@owa/shared/entities';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { ChoiceGroup } from './ChoiceGroup';
import { Disclaimer } from './Disclaimer';
import { DIETARY_CLASSES } from './dietary-styles';
import { ALLERGEN_NAMES, LABEL_NAMES, dietaryMessages as m } from './messages';
import { SheetFooter } from './SheetFooter';

export interface DietarySheetProps {
  readonly filter: DietaryFilter;
  readonly onChange: (filter: DietaryFilter) => void;
  /** Items the menu shows with these filters (and the search). */
  readonly matches: number;
  readonly store: Store;
  readonly onClose: () => void;
}

/**
 * The dietary filters (issue 22): a sheet from the bottom on phones, a dialog on wider screens. The
 * browser's own modal <dialog> (focus kept inside, Escape closes, the page inert behind it); each
 * choice applies at once and the count below says how many items are left.
 */
export default function DietarySheet({ filter, onChange, matches, store, onClose }: DietarySheetProps) {
  const intl = useIntl();
  const classes = useStaticClasses(DIETARY_CLASSES);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);
  // One function each for the whole sheet's life, reading the latest filter: the group a press did
  // not touch then skips rendering.
  const changeNeeds = useLatestCallback((needs: DietaryFilter['needs'][number][]) =>
    onChange({ ...filter, needs }),
  );
  const changeAvoid = useLatestCallback((avoid: DietaryFilter['avoid'][number][]) =>
    onChange({ ...filter, avoid }),
  );
  const clear = useLatestCallback(() => onChange({ needs: [], avoid: [] }));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; keyboard users have Escape, the native dialog's own
    <dialog
      ref={dialog}
      className={classes.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && close()}
      data-testid="dietary-sheet"
    >
      <div className={classes.sheetHeader}>
        <h2 className={classes.sheetTitle} id={titleId}>
          {intl.formatMessage(m.filterTitle)}
        </h2>
        <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} onClick={close} />
      </div>
      <div className={classes.sheetBody}>
        <ChoiceGroup
          legend={m.showOnly}
          choices={DIETARY_LABELS}
          names={LABEL_NAMES}
          chosen={filter.needs}
          onChange={changeNeeds}
        />
        <ChoiceGroup
          legend={m.hideContaining}
          choices={ALLERGENS}
          names={ALLERGEN_NAMES}
          chosen={filter.avoid}
          onChange={changeAvoid}
        />
        <Disclaimer store={store} />
      </div>
      <SheetFooter
        matches={matches}
        anyChosen={filter.needs.length > 0 || filter.avoid.length > 0}
        onClear={clear}
        onShow={close}
      />
    </dialog>
  );
}
