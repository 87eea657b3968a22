import type { MenuItem } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { CARD_CLASSES } from './card-styles';
import { openItemFromCard } from './open-item';

interface CardOpenerProps {
  readonly item: MenuItem;
  readonly store: { readonly storeId: string; readonly menuCode: string };
}

/**
 * The card's one control for opening the item: its name, a button whose box is stretched over the
 * whole card (picture included) so a tap anywhere opens it; the card's other controls (likes, Add)
 * sit above that box and keep their own presses. No control is nested in another.
 */
export function CardOpener({ item, store }: CardOpenerProps) {
  const classes = useStaticClasses(CARD_CLASSES);
  return (
    <h3 className={classes.heading} id={`item-${item.code}`}>
      <button
        type="button"
        className={classes.opener}
        data-testid="item-open"
        onClick={() => openItemFromCard(item, store.storeId, store.menuCode)}
      >
        {item.name}
      </button>
    </h3>
  );
}
