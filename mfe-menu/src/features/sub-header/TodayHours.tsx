import type { Store } from '@owa/shared';
import { Badge, Box, Button, Flex, Skeleton, Text, VisuallyHidden } from '@owa/shared/design-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoreHoursView } from '../../domain/store-hours-view';
import { messages } from '../../i18n/messages';
import { useTimeRules } from '../../lib/use-time-rules';
import { useHoursText } from './hours-text';
import { WeeklyHours } from './WeeklyHours';

const STATUS_MESSAGES = {
  open: messages.subHeaderOpen,
  closed: messages.subHeaderClosed,
  holiday: messages.subHeaderHoliday,
} as const;

/** Today's hours with Open / Closed / holiday in the store's time zone; the week on hover and in the list. */
export function TodayHours({ store }: { readonly store: Store }) {
  const intl = useIntl();
  const hoursText = useHoursText();
  const rules = useTimeRules(true);
  const [listOpen, setListOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const tooltipId = useId();
  const listId = useId();
  if (!rules)
    return (
      <Skeleton height="6" width="220px" mt="2" role="status" aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(messages.subHeaderHoursLoading)}</VisuallyHidden>
      </Skeleton>
    );
  const view: StoreHoursView = rules.storeHoursView(store, Date.now());
  const status = intl.formatMessage(STATUS_MESSAGES[view.status]);
  return (
    <Box mt="2" position="relative" data-testid="store-hours">
      <Flex align="center" gap="2" wrap="wrap">
        <Badge bg={view.status === 'open' ? 'green.700' : 'red.700'} color="white" data-testid="store-status">
          {status}
        </Badge>
        <Button
          size="xs"
          variant="ghost"
          aria-describedby={tooltipId}
          aria-expanded={listOpen}
          aria-controls={listId}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
          onKeyDown={(event) => event.key === 'Escape' && setHovered(false)}
          onClick={() => setListOpen((open) => !open)}
          data-testid="today-hours"
        >
          {intl.formatMessage(messages.subHeaderTodayHours, {
            hours: <bdi key="hours">{hoursText(view.today)}</bdi>,
          })}
        </Button>
      </Flex>
      <Box
        id={tooltipId}
        role="tooltip"
        hidden={!hovered || listOpen}
        position="absolute"
        zIndex="docked"
        top="100%"
        insetStart="0"
        mt="1"
        bg="gray.900"
        color="white"
        borderRadius="md"
        p="2"
        boxShadow="md"
      >
        <WeeklyHours week={view.week} compact />
      </Box>
      <Box
        id={listId}
        hidden={!listOpen}
        mt="2"
        width="250px"
        maxW="100%"
        borderWidth="1px"
        borderRadius="md"
        p="2"
      >
        <Text fontWeight="semibold" mb="1">
          {intl.formatMessage(messages.subHeaderStoreHours)}
        </Text>
        <WeeklyHours week={view.week} />
      </Box>
    </Box>
  );
}
