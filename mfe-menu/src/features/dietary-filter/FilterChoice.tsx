import { chakra } from '@owa/shared/design-kit';

interface FilterChoiceProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** One filter as a chip: a real checkbox (Space toggles it), its label the chip. */
export function FilterChoice({ label, checked, onChange }: FilterChoiceProps) {
  return (
    <chakra.label
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
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      color={checked ? 'brand.fg' : 'fg'}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        w="4"
        h="4"
        _focusVisible={{ outline: 'none' }}
      />
      {label}
    </chakra.label>
  );
}
