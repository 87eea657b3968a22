import type { MenuGroup, MenuItem } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { memo } from 'react';
import { quantityInCart } from '../../domain/card-quantity';
import { MenuItemCard } from '../item-card';
import { BROWSE_CLASSES } from './browse-styles';

export interface SectionContext {
  readonly mode: 'CARD' | 'LIST';
  readonly availabilityOf: (item: MenuItem) => ItemAvailability;
  readonly store: { readonly storeId: string; readonly groupId: string; readonly menuCode: string };
  readonly itemsDisabled: boolean;
  readonly cartLines: readonly { readonly code: string; readonly qty: number }[] | undefined;
  readonly highlighted: string | null;
}

export interface CategorySectionProps {
  readonly group: MenuGroup;
  readonly index: number;
  /** How many of its cards render; the rest wait near the viewport as a placeholder of about their height. */
  readonly renderedItems: number;
  readonly context: SectionContext;
}

const ESTIMATED_ROW = { CARD: 340, LIST: 172 } as const;
const ESTIMATED_HEADING = 92;

/** About the height `items` cards not yet rendered will take. */
export function estimatedCardsHeight(items: number, mode: 'CARD' | 'LIST'): number {
  return Math.ceil(items / 2) * ESTIMATED_ROW[mode];
}

/** About the height whole categories not yet rendered will take, headings included. */
export function estimatedSectionsHeight(sizes: readonly number[], mode: 'CARD' | 'LIST'): number {
  let height = 0;
  for (const size of sizes) height += ESTIMATED_HEADING + estimatedCardsHeight(size, mode);
  return height;
}

/** One category: its heading and item cards, those not yet near the viewport as a placeholder (spec 1 §2.5). */
function CategorySectionView({ group, index, renderedItems, context }: CategorySectionProps) {
  const items = group.menuItems ?? [];
  const waiting = items.length - renderedItems;
  const classes = useStaticClasses(BROWSE_CLASSES);
  return (
    <section
      className={classes.section}
      id={group.code}
      data-category-section={group.code}
      aria-labelledby={`category-${group.code}`}
    >
      <h2 className={classes.sectionTitle} id={`category-${group.code}`}>
        {group.name ?? group.code}
      </h2>
      {group.description ? <p className={classes.sectionText}>{group.description}</p> : null}
      {renderedItems > 0 ? (
        <div className={context.mode === 'CARD' ? classes.cardGrid : classes.listGrid}>
          {items.slice(0, renderedItems).map((item, position) => (
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
        </div>
      ) : null}
      {waiting > 0 ? (
        <div
          data-lazy-placeholder=""
          // Inline: a class per height (or for the margin) would add a CSS rule mid-keystroke or mid-press.
          style={{
            minHeight: estimatedCardsHeight(waiting, context.mode),
            marginTop: renderedItems > 0 ? 'var(--chakra-spacing-4)' : undefined,
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * A search makes new category objects on every keystroke: a section whose heading, rendered cards
 * (the same item objects) and waiting count are unchanged skips rendering, so a keystroke renders
 * only the sections that show something new.
 */
export function sameSection(previous: CategorySectionProps, next: CategorySectionProps): boolean {
  if (
    previous.context !== next.context ||
    previous.renderedItems !== next.renderedItems ||
    (previous.index === 0) !== (next.index === 0)
  )
    return false;
  const a = previous.group;
  const b = next.group;
  if (a === b) return true;
  if (a.code !== b.code || a.name !== b.name || a.description !== b.description) return false;
  const itemsA = a.menuItems ?? [];
  const itemsB = b.menuItems ?? [];
  if (itemsA.length !== itemsB.length) return false;
  for (let i = 0; i < next.renderedItems; i += 1) if (itemsA[i] !== itemsB[i]) return false;
  return true;
}

export const CategorySection = memo(CategorySectionView, sameSection);
