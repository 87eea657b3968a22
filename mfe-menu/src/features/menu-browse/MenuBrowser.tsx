import { type Menu, type Store, useChannel } from '@owa/shared';
import { Box, Container, Flex, VisuallyHidden } from '@owa/shared/design-kit';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { browsableMenu } from '../../domain/category-order';
import { searchMenu } from '../../domain/menu-search';
import { displayMode } from '../../domain/store-display';
import { messages } from '../../i18n/messages';
import { useItemAvailability } from '../../lib/use-item-availability';
import { CategoryNav } from './CategoryNav';
import { CategorySection, estimatedSectionsHeight, type SectionContext } from './CategorySection';
import { EmptySearch } from './EmptySearch';
import { SearchBox } from './SearchBox';
import { useCategoryJump } from './use-category-jump';
import { useItemFocus } from './use-item-focus';
import { useLazyCategories } from './use-lazy-categories';
import { useScrollPaddingBelowStickyBar } from './use-scroll-padding';

interface MenuBrowserProps {
  readonly store: Store;
  readonly menu: Menu;
  readonly menuCode: string;
}

/** Category tabs, search and the categories of the menu (spec 1 §2.5). */
export function MenuBrowser({ store, menu, menuCode }: MenuBrowserProps) {
  const intl = useIntl();
  // The cart team owns the order type; until it says otherwise the spec's default is pickup.
  const orderType = useChannel('cart:order-context')?.orderType ?? 'PICKUP';
  const cartLines = useChannel('cart:summary')?.lines;
  const availabilityOf = useItemAvailability(store, orderType);
  const browsable = useMemo(
    () => browsableMenu(menu.menuGroups ?? [], orderType, availabilityOf),
    [menu, orderType, availabilityOf],
  );
  const [query, setQuery] = useState('');
  const groups = useMemo(() => searchMenu(browsable.groups, query), [browsable.groups, query]);
  const sizes = useMemo(() => groups.map((group) => group.menuItems?.length ?? 0), [groups]);
  const lazy = useLazyCategories(sizes, query);
  const highlighted = useItemFocus(groups, lazy.reveal);
  const { active, select } = useCategoryJump(groups, lazy.reveal);
  const storeId = String(store.storeId);
  const context: SectionContext = useMemo(
    () => ({
      mode: displayMode(store),
      availabilityOf,
      store: { storeId, groupId: store.groupId ?? '', menuCode },
      itemsDisabled: browsable.itemsDisabled,
      cartLines,
      highlighted,
    }),
    [store, storeId, availabilityOf, menuCode, browsable.itemsDisabled, cartLines, highlighted],
  );
  useScrollPaddingBelowStickyBar();
  const clear = useCallback(() => setQuery(''), []);
  const later = sizes.slice(lazy.sections);
  const found = groups.reduce((sum, group) => sum + (group.menuItems?.length ?? 0), 0);

  return (
    <Box data-display-mode={context.mode}>
      <Box position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" data-menu-sticky-bar="">
        <Container maxW="6xl" py="2">
          <Flex gap="2" align="center" direction={{ base: 'column', md: 'row' }} alignItems="stretch">
            <CategoryNav groups={groups} active={active} onSelect={select} />
            <SearchBox value={query} onChange={setQuery} />
          </Flex>
        </Container>
      </Box>
      <VisuallyHidden aria-live="polite">
        {query.trim() ? intl.formatMessage(messages.searchResults, { count: found }) : ''}
      </VisuallyHidden>
      <Container maxW="6xl" py="4" data-testid="menu-categories">
        {groups.length === 0 && query.trim() ? <EmptySearch query={query} onClear={clear} /> : null}
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
      </Container>
    </Box>
  );
}
