import type { MenuGroup, MenuItem } from '@owa/shared';
import { Box, Heading, SimpleGrid, Text } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { memo } from 'react';
import { quantityInCart } from '../../domain/card-quantity';
import { MenuItemCard } from '../item-card/MenuItemCard';

export interface SectionContext {
  readonly mode: 'CARD' | 'LIST';
  readonly availabilityOf: (item: MenuItem) => ItemAvailability;
  readonly store: { readonly storeId: string; readonly groupId: string; readonly menuCode: string };
  readonly itemsDisabled: boolean;
  readonly cartLines: readonly { readonly code: string; readonly qty: number }[] | undefined;
  readonly highlighted: string | null;
}

interface CategorySectionProps {
  readonly group: MenuGroup;
  readonly index: number;
  /** Not yet near the viewport: a placeholder of about the same height. */
  readonly rendered: boolean;
  readonly context: SectionContext;
}

const ESTIMATED_ROW = { CARD: 340, LIST: 172 } as const;

/** One category: its heading and item cards, or a placeholder until it comes near (spec 1 §2.5). */
export const CategorySection = memo(function CategorySection({
  group,
  index,
  rendered,
  context,
}: CategorySectionProps) {
  const items = group.menuItems ?? [];
  const columns = context.mode === 'CARD' ? { base: 1, md: 2, lg: 3 } : { base: 1, lg: 2 };
  return (
    <Box
      as="section"
      id={group.code}
      data-category-section={group.code}
      aria-labelledby={`category-${group.code}`}
      mb="8"
      scrollMarginTop="120px"
    >
      <Heading as="h2" size="xl" mb="1" id={`category-${group.code}`}>
        {group.name ?? group.code}
      </Heading>
      {group.description ? (
        <Text color="fg.muted" mb="3" fontSize="sm">
          {group.description}
        </Text>
      ) : null}
      {rendered ? (
        <SimpleGrid columns={columns} gap="4" mt="3">
          {items.map((item, position) => (
            <MenuItemCard
              key={item.code}
              item={item}
              availabilityOf={context.availabilityOf}
              mode={context.mode}
              eager={index === 0 && position < 3}
              highlighted={context.highlighted === item.code}
              store={context.store}
              disabled={context.itemsDisabled}
              inCart={quantityInCart(context.cartLines, item.code)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Box
          data-lazy-placeholder=""
          minH={`${Math.ceil(items.length / 2) * ESTIMATED_ROW[context.mode]}px`}
        />
      )}
    </Box>
  );
});
