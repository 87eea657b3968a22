import { type Menu, type Store, useChannel } from '@owa/shared';
import { useStaticClasses, VisuallyHidden } from '@owa/shared/design-kit';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { browsableMenu } from '../../domain/category-order';
import { isDietaryFilterActive } from '../../domain/dietary/filter';
import { displayMode } from '../../domain/store-display';
import { messages } from '../../i18n/messages';
import { useItemAvailability } from '../../lib/use-item-availability';
import { DietarySummary } from '../dietary-filter';
import { ItemOpeningFrame } from '../item-dialog';
import { BROWSE_CLASSES } from './browse-styles';
import { CategorySection, estimatedSectionsHeight, type SectionContext } from './CategorySection';
import { EmptySearch } from './EmptySearch';
import { MenuToolbar } from './MenuToolbar';
import { useCategoryJump } from './use-category-jump';
import { useItemFocus } from './use-item-focus';
import { useLazyCategories } from './use-lazy-categories';
import { useMenuResults } from './use-menu-results';
import { useScrollPaddingBelowStickyBar } from './use-scroll-padding';

interface MenuBrowserProps {
  readonly store: Store;
  readonly menu: Menu;
  readonly menuCode: string;
}

/** Category tabs, search, dietary filters and the categories of the menu (spec 1 §2.5, issue 22). */
export function MenuBrowser({ store, menu, menuCode }: MenuBrowserProps) {
  const intl = useIntl();
  const classes = useStaticClasses(BROWSE_CLASSES);
  // The cart team owns the order type; until it says otherwise the spec's default is pickup. Its
  // news renders every card again: deferred, React renders that in slices between which the
  // browser answers input, where a channel's update alone is one long task (issue 18).
  const orderType = useDeferredValue(useChannel('cart:order-context')?.orderType ?? 'PICKUP');
  const cartLines = useDeferredValue(useChannel('cart:summary')?.lines);
  const availabilityOf = useItemAvailability(store, orderType);
  const browsable = useMemo(
    () => browsableMenu(menu.menuGroups ?? [], orderType, availabilityOf),
    [menu, orderType, availabilityOf],
  );
  const results = useMenuResults(browsable.groups);
  const { groups, sizes, query, filtered } = results;
  const lazy = useLazyCategories(sizes, results.resetKey);
  const highlighted = useItemFocus(groups, lazy.reveal);
  const { active, select } = useCategoryJump(groups, lazy.reveal);
  const storeId = String(store.storeId);
  const groupId = store.groupId ?? '';
  // Its own object, kept while the store and menu stay: every card takes it, so a new one with the
  // cart's news would render every card again where only those whose count changed need to.
  const cardStore = useMemo(() => ({ storeId, groupId, menuCode }), [storeId, groupId, menuCode]);
  const context: SectionContext = useMemo(
    () => ({
      mode: displayMode(store),
      availabilityOf,
      store: cardStore,
      itemsDisabled: browsable.itemsDisabled,
      cartLines,
      highlighted,
    }),
    [store, availabilityOf, cardStore, browsable.itemsDisabled, cartLines, highlighted],
  );
  useScrollPaddingBelowStickyBar();
  const later = sizes.slice(lazy.sections);
  const searching = query.trim() !== '';
  const narrowed = searching || filtered;
  // Announced as chosen, not a render later with the categories.
  const announced = searching || isDietaryFilterActive(results.filter);

  return (
    <div data-display-mode={context.mode}>
      <MenuToolbar
        groups={groups}
        active={active}
        onSelect={select}
        query={query}
        onQuery={results.setQuery}
        filter={results.filter}
        onFilter={results.change}
        matches={results.found}
        store={store}
      />
      <VisuallyHidden aria-live="polite">
        {announced ? intl.formatMessage(messages.searchResults, { count: results.found }) : ''}
      </VisuallyHidden>
      <div className={classes.categories} data-testid="menu-categories">
        {filtered ? (
          <DietarySummary filter={results.shownFilter} store={store} onClear={results.clearFilters} />
        ) : null}
        {groups.length === 0 && narrowed ? (
          <EmptySearch
            query={query}
            filtered={filtered}
            onClearSearch={results.clearSearch}
            onClearFilters={results.clearFilters}
          />
        ) : null}
        {groups.slice(0, lazy.sections).map((group, index) => (
          <CategorySection
            key={group.code}
            group={group}
            index={index}
            renderedItems={lazy.perCategory[index] ?? 0}
            context={context}
          />
        ))}
        {later.length > 0 ? (
          <div data-lazy-placeholder="" style={{ minHeight: estimatedSectionsHeight(later, context.mode) }} />
        ) : null}
      </div>
      <ItemOpeningFrame />
    </div>
  );
}
