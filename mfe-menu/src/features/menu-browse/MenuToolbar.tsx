import type { MenuGroup, Store } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { DietaryControl } from '../dietary-filter';
import { BROWSE_CLASSES } from './browse-styles';
import { CategoryNav } from './CategoryNav';
import { SearchBox } from './SearchBox';

interface MenuToolbarProps {
  readonly groups: readonly MenuGroup[];
  readonly active: string | null;
  readonly onSelect: (code: string) => void;
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly filter: DietaryFilter;
  readonly onFilter: (filter: DietaryFilter) => void;
  readonly matches: number;
  readonly store: Store;
}

/**
 * The sticky bar over the menu: category tabs, search and the Dietary control. Memoised: the lazy
 * rendering adds cards a slice a frame after a search or a filter press, and each slice rendered
 * this bar again (the open dietary sheet with its nineteen chips) for nothing (docs/performance.md).
 */
export const MenuToolbar = memo(function MenuToolbar(props: MenuToolbarProps) {
  const classes = useStaticClasses(BROWSE_CLASSES);
  return (
    <div className={classes.bar} data-menu-sticky-bar="">
      <div className={classes.barInner}>
        <div className={classes.barRow}>
          <CategoryNav groups={props.groups} active={props.active} onSelect={props.onSelect} />
          <div className={classes.barTools}>
            <SearchBox value={props.query} onChange={props.onQuery} />
            <DietaryControl
              filter={props.filter}
              onChange={props.onFilter}
              matches={props.matches}
              store={props.store}
            />
          </div>
        </div>
      </div>
    </div>
  );
});
