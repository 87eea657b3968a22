import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import { DIETARY_CLASSES } from './dietary-styles';

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
  const classes = useStaticClasses(DIETARY_CLASSES);
  return (
    <label className={classes.chip} data-checked={checked ? '' : undefined}>
      <input
        type="checkbox"
        className={classes.chipBox}
        checked={checked}
        onChange={(event) => onToggle(choice, event.target.checked)}
      />
      {label}
    </label>
  );
}

export const FilterChoice = memo(FilterChoiceView) as typeof FilterChoiceView;
