import { type StaticSheet, useStaticClasses } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { StoreHoursView } from '../../domain/store-hours-view';
import { DAY_MESSAGES, useHoursText } from './hours-text';

const CELL = { px: '1', m: '0' } as const;
const TODAY = { fontWeight: 'bold', bg: 'gray.100', color: 'gray.900' } as const;

/**
 * The week renders twice with every store page (the hover card and the list, kept in the page for
 * the hours button's description): fourteen cells each, so their looks are worked out once.
 */
const WEEK_CLASSES = {
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '0.5',
    fontSize: 'sm',
    m: '0',
  },
  cell: CELL,
  todayCell: { ...CELL, ...TODAY },
  todayCompactHours: { ...CELL, fontWeight: 'bold' },
} satisfies StaticSheet<string>;

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
  const classes = useStaticClasses(WEEK_CLASSES);
  return (
    <dl className={classes.list}>
      {week.map((line) => {
        const day = DAY_MESSAGES[line.day];
        const today = line.isToday;
        const dayClass = today && !compact ? classes.todayCell : classes.cell;
        const hoursClass = today ? (compact ? classes.todayCompactHours : classes.todayCell) : classes.cell;
        return [
          <dt key={`d${line.day}`} className={dayClass} data-today={today ? 'true' : undefined}>
            {day ? intl.formatMessage(day) : line.day}
          </dt>,
          <dd key={`h${line.day}`} className={hoursClass}>
            <bdi>{hoursText(line.hours)}</bdi>
          </dd>,
        ];
      })}
    </dl>
  );
}
