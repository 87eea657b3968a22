import type { Allergen, DietaryLabel, Store } from '@owa/shared';
import { Box, Button, CloseButton, chakra, Flex, Heading, Stack, Text } from '@owa/shared/design-kit';
import { ALLERGENS, DIETARY_LABELS } from '@owa/shared/entities';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { Disclaimer } from './Disclaimer';
import { FilterChoice } from './FilterChoice';
import { ALLERGEN_NAMES, LABEL_NAMES, dietaryMessages as m } from './messages';
import { PressStyles } from './PressStyles';

export interface DietarySheetProps {
  readonly filter: DietaryFilter;
  readonly onChange: (filter: DietaryFilter) => void;
  /** Items the menu shows with these filters (and the search). */
  readonly matches: number;
  readonly store: Store;
  readonly onClose: () => void;
}

function toggled<T>(list: readonly T[], entry: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((candidate) => (candidate === entry ? on : list.includes(candidate)));
}

/**
 * The dietary filters (issue 22): a sheet from the bottom on phones, a dialog on wider screens. The
 * browser's own modal <dialog> (focus kept inside, Escape closes, the page inert behind it); each
 * choice applies at once and the count below says how many items are left.
 */
export default function DietarySheet({ filter, onChange, matches, store, onClose }: DietarySheetProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const close = () => dialog.current?.close();
  const setNeed = (label: DietaryLabel, on: boolean) =>
    onChange({ ...filter, needs: toggled(filter.needs, label, on, DIETARY_LABELS) });
  const setAvoid = (allergen: Allergen, on: boolean) =>
    onChange({ ...filter, avoid: toggled(filter.avoid, allergen, on, ALLERGENS) });
  const legend = { fontWeight: 'semibold', fontSize: 'sm', mb: '2' } as const;
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && close()}
      data-testid="dietary-sheet"
      p="0"
      border="0"
      bg="bg"
      color="fg"
      boxShadow="lg"
      maxW="100vw"
      width={{ base: '100vw', md: '480px' }}
      maxH={{ base: '85dvh', md: '90dvh' }}
      m={{ base: 'auto auto 0', md: 'auto' }}
      borderTopRadius="xl"
      borderBottomRadius={{ base: '0', md: 'xl' }}
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' }, '&[open]': { display: 'flex' } }}
      flexDirection="column"
    >
      <Flex align="center" justify="space-between" gap="2" px="4" pt="4" pb="2">
        <Heading as="h2" size="lg" id={titleId}>
          {intl.formatMessage(m.filterTitle)}
        </Heading>
        <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} onClick={close} />
      </Flex>
      <Stack gap="5" px="4" pb="4" overflowY="auto" flex="1">
        <chakra.fieldset>
          <chakra.legend {...legend}>{intl.formatMessage(m.showOnly)}</chakra.legend>
          <Flex gap="2" wrap="wrap">
            {DIETARY_LABELS.map((label) => (
              <FilterChoice
                key={label}
                label={intl.formatMessage(LABEL_NAMES[label])}
                checked={filter.needs.includes(label)}
                onChange={(on) => setNeed(label, on)}
              />
            ))}
          </Flex>
        </chakra.fieldset>
        <chakra.fieldset>
          <chakra.legend {...legend}>{intl.formatMessage(m.hideContaining)}</chakra.legend>
          <Flex gap="2" wrap="wrap">
            {ALLERGENS.map((allergen) => (
              <FilterChoice
                key={allergen}
                label={intl.formatMessage(ALLERGEN_NAMES[allergen])}
                checked={filter.avoid.includes(allergen)}
                onChange={(on) => setAvoid(allergen, on)}
              />
            ))}
          </Flex>
        </chakra.fieldset>
        <Disclaimer store={store} />
      </Stack>
      <Box borderTopWidth="1px" px="4" py="3">
        <Text role="status" fontSize="sm" mb="2" data-testid="dietary-matches">
          {intl.formatMessage(m.matches, { count: matches })}
        </Text>
        <Flex gap="2" justify="space-between">
          <Button
            variant="outline"
            disabled={filter.needs.length === 0 && filter.avoid.length === 0}
            onClick={() => onChange({ needs: [], avoid: [] })}
          >
            {intl.formatMessage(m.clearFilters)}
          </Button>
          <Button colorPalette="brand" onClick={close}>
            {intl.formatMessage(m.showItems, { count: matches })}
          </Button>
        </Flex>
      </Box>
      <PressStyles store={store} />
    </chakra.dialog>
  );
}
