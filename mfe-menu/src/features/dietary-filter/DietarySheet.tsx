import type { Store } from '@owa/shared';
import { CloseButton, chakra, Flex, Heading, Stack } from '@owa/shared/design-kit';
import { ALLERGENS, DIETARY_LABELS } from '@owa/shared/entities';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { ChoiceGroup } from './ChoiceGroup';
import { Disclaimer } from './Disclaimer';
import { ALLERGEN_NAMES, LABEL_NAMES, dietaryMessages as m } from './messages';
import { PressStyles } from './PressStyles';
import { SheetFooter } from './SheetFooter';

export interface DietarySheetProps {
  readonly filter: DietaryFilter;
  readonly onChange: (filter: DietaryFilter) => void;
  /** Items the menu shows with these filters (and the search). */
  readonly matches: number;
  readonly store: Store;
  readonly onClose: () => void;
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
  const close = useCallback(() => dialog.current?.close(), []);
  // One function each for the whole sheet's life, reading the latest filter: the group a press did
  // not touch then skips rendering.
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  const changeNeeds = useCallback(
    (needs: DietaryFilter['needs'][number][]) => latest.current.onChange({ ...latest.current.filter, needs }),
    [],
  );
  const changeAvoid = useCallback(
    (avoid: DietaryFilter['avoid'][number][]) => latest.current.onChange({ ...latest.current.filter, avoid }),
    [],
  );
  const clear = useCallback(() => latest.current.onChange({ needs: [], avoid: [] }), []);
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
        <ChoiceGroup
          legend={m.showOnly}
          choices={DIETARY_LABELS}
          names={LABEL_NAMES}
          chosen={filter.needs}
          onChange={changeNeeds}
        />
        <ChoiceGroup
          legend={m.hideContaining}
          choices={ALLERGENS}
          names={ALLERGEN_NAMES}
          chosen={filter.avoid}
          onChange={changeAvoid}
        />
        <Disclaimer store={store} />
      </Stack>
      <SheetFooter
        matches={matches}
        anyChosen={filter.needs.length > 0 || filter.avoid.length > 0}
        onClear={clear}
        onShow={close}
      />
      <PressStyles store={store} />
    </chakra.dialog>
  );
}
