import { chakra } from '@owa/shared/design-kit';
import { memo } from 'react';

interface FilterChoiceProps<T extends string> {
  readonly choice: T;
  readonly label: string;
  readonly checked: boolean;
  /** The same function for every chip and every render, so a press renders only the chip it changed. */
  readonly onToggle: (choice: T, checked: boolean) => void;
}

/**
 * One filter as a chip: a real checkbox (Space toggles it), its label the chip. Both looks live in
 * one class (`data-checked`): a class changed by a press would insert a CSS rule mid-press, which
 * restyles the whole page (docs/performance.md, dietary filter).
 */
function FilterChoiceView<T extends string>({ choice, label, checked, onToggle }: FilterChoiceProps<T>) {
  return (
    <chakra.label
      data-checked={checked ? '' : undefined}
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="10"
      px="3"
      borderWidth="1px"
      borderRadius="full"
      cursor="pointer"
      fontSize="sm"
      fontWeight="medium"
      borderColor="border"
      bg="bg"
      color="fg"
      _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(choice, event.target.checked)}
        w="4"
        h="4"
        _focusVisible={{ outline: 'none' }}
      />
      {label}
    </chakra.label>
  );
}

export const FilterChoice = memo(FilterChoiceView) as typeof FilterChoiceView;
