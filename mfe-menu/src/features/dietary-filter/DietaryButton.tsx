import { Badge, Button, chakra } from '@owa/shared/design-kit';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface DietaryButtonProps {
  /** How many filters are on (shown as a count). */
  readonly active: number;
  readonly open: boolean;
  readonly onOpen: () => void;
  /** Intent (hover, focus): load the filters' code before the press. */
  readonly onIntent: () => void;
}

/** "Dietary": opens the dietary filters (issue 22); the count says how many are on. */
export const DietaryButton = forwardRef<HTMLButtonElement, DietaryButtonProps>(function DietaryButton(
  { active, open, onOpen, onIntent },
  ref,
) {
  const intl = useIntl();
  return (
    <Button
      ref={ref}
      variant={active > 0 ? 'subtle' : 'outline'}
      colorPalette={active > 0 ? 'brand' : 'gray'}
      h="10"
      flexShrink={0}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      data-testid="dietary-button"
    >
      <chakra.svg
        viewBox="0 0 24 24"
        width="4"
        height="4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
      </chakra.svg>
      {intl.formatMessage(messages.dietaryFilterButton)}
      {active > 0 ? (
        <Badge size="sm" variant="solid" colorPalette="brand" borderRadius="full">
          {intl.formatNumber(active)}
        </Badge>
      ) : null}
    </Button>
  );
});
