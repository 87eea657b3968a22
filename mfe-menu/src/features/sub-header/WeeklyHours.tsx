import { chakra } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { StoreHoursView } from '../../domain/store-hours-view';
import { DAY_MESSAGES, useHoursText } from './hours-text';

/** The week's hours, Monday first, today highlighted (spec 1 §2.4-2.5). */
export function WeeklyHours({
  week,
  compact = false,
}: {
  readonly week: StoreHoursView['week'];
  readonly compact?: boolean;
}) {
  const intl = useIntl();
  const hoursText = useHoursText();
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5" fontSize="sm" m="0">
      {week.map((line) => {
        const day = DAY_MESSAGES[line.day];
        const today = line.isToday;
        const style = today && !compact ? { fontWeight: 'bold', bg: 'gray.100', color: 'gray.900' } : {};
        return [
          <chakra.dt key={`d${line.day}`} {...style} px="1" data-today={today ? 'true' : undefined}>
            {day ? intl.formatMessage(day) : line.day}
          </chakra.dt>,
          <chakra.dd key={`h${line.day}`} {...style} m="0" px="1" fontWeight={today ? 'bold' : undefined}>
            <bdi>{hoursText(line.hours)}</bdi>
          </chakra.dd>,
        ];
      })}
    </chakra.dl>
  );
}
