import type { MenuItem } from '@owa/shared';
import { chakra, Heading } from '@owa/shared/design-kit';
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
  return (
    <Heading as="h3" size="sm" id={`item-${item.code}`}>
      <chakra.button
        type="button"
        textAlign="start"
        cursor="pointer"
        color="inherit"
        font="inherit"
        borderRadius="sm"
        data-testid="item-open"
        css={{
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'lg' },
          '&:focus-visible': { outline: 'none' },
          // The focus ring goes round the whole card, the box the button stands for.
          '&:focus-visible::after': {
            outline: '3px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          },
        }}
        onClick={() => openItemFromCard(item, store.storeId, store.menuCode)}
      >
        {item.name}
      </chakra.button>
    </Heading>
  );
}
