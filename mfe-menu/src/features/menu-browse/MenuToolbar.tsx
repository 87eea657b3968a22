import type { MenuGroup, Store } from '@owa/shared';
import { Box, Container, Flex } from '@owa/shared/design-kit';
import { memo } from 'react';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { DietaryControl } from '../dietary-filter';
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
  return (
    <Box position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" data-menu-sticky-bar="">
      <Container maxW="6xl" py="2">
        <Flex gap="2" align="center" direction={{ base: 'column', md: 'row' }} alignItems="stretch">
          <CategoryNav groups={props.groups} active={props.active} onSelect={props.onSelect} />
          <Flex gap="2" flex={{ md: '0 0 auto' }}>
            <SearchBox value={props.query} onChange={props.onQuery} />
            <DietaryControl
              filter={props.filter}
              onChange={props.onFilter}
              matches={props.matches}
              store={props.store}
            />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
});
