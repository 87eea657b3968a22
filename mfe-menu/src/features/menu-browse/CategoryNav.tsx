import type { MenuGroup } from '@owa/shared';
import { Box, chakra, Flex } from '@owa/shared/design-kit';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface CategoryNavProps {
  readonly groups: readonly MenuGroup[];
  readonly active: string | null;
  readonly onSelect: (code: string) => void;
}

const PHONE = '@media (max-width: 920px)';
const WIDE = '@media (min-width: 921px)';

/** Category tabs that follow the scroll; a dropdown at 920 px and below (spec 1 §2.5, §9). */
export function CategoryNav({ groups, active, onSelect }: CategoryNavProps) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab changes
  useEffect(() => {
    // Keep the active tab in sight inside the scrolling strip, never moving the page.
    const tab = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (tab && list.current) list.current.scrollLeft = tab.offsetLeft - list.current.clientWidth / 3;
  }, [active]);
  const label = intl.formatMessage(messages.categories);
  return (
    <Box as="nav" aria-label={label} flex="1" minW="0">
      <Flex
        ref={list}
        gap="1"
        overflowX="auto"
        py="1"
        css={{ [PHONE]: { display: 'none' }, scrollbarWidth: 'thin' }}
      >
        {groups.map((group) => (
          <chakra.a
            key={group.code}
            href={`#${encodeURIComponent(group.code)}`}
            aria-current={group.code === active ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(group.code);
            }}
            px="3"
            py="1.5"
            borderRadius="full"
            whiteSpace="nowrap"
            fontSize="sm"
            fontWeight="medium"
            color={group.code === active ? 'white' : 'fg'}
            bg={group.code === active ? 'gray.800' : 'transparent'}
            _hover={{ bg: group.code === active ? 'gray.800' : 'gray.100' }}
          >
            {group.name ?? group.code}
          </chakra.a>
        ))}
      </Flex>
      <chakra.select
        aria-label={label}
        value={active ?? ''}
        onChange={(event) => onSelect(event.target.value)}
        w="100%"
        h="10"
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        fontSize="md"
        css={{ [WIDE]: { display: 'none' } }}
      >
        {groups.map((group) => (
          <option key={group.code} value={group.code}>
            {group.name ?? group.code}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}
