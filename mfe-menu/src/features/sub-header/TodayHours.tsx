import type { Store } from '@owa/shared';
import {
  recipeStyle,
  Skeleton,
  type StaticSheet,
  useStaticClasses,
  VisuallyHidden,
} from '@owa/shared/design-kit';
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

/** Every store page shows these: their looks are worked out once, not on each render. */
const HOURS_CLASSES = {
  frame: { mt: '2', position: 'relative' },
  row: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  open: recipeStyle('badge', {}, { colorPalette: 'gray', bg: 'green.700', color: 'white' }),
  closed: recipeStyle('badge', {}, { colorPalette: 'gray', bg: 'red.700', color: 'white' }),
  button: recipeStyle('button', { size: 'xs', variant: 'ghost' }, { colorPalette: 'gray' }),
  tooltip: {
    position: 'absolute',
    zIndex: 'docked',
    top: '100%',
    insetStart: '0',
    mt: '1',
    bg: 'gray.900',
    color: 'white',
    borderRadius: 'md',
    p: '2',
    boxShadow: 'md',
  },
  list: { mt: '2', width: '250px', maxW: '100%', borderWidth: '1px', borderRadius: 'md', p: '2' },
  listTitle: { fontWeight: 'semibold', mb: '1' },
} satisfies StaticSheet<string>;

/** Today's hours with Open / Closed / holiday in the store's time zone; the week on hover and in the list. */
export function TodayHours({ store }: { readonly store: Store }) {
  const intl = useIntl();
  const hoursText = useHoursText();
  const rules = useTimeRules(true);
  const [listOpen, setListOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const tooltipId = useId();
  const listId = useId();
  const classes = useStaticClasses(HOURS_CLASSES);
  if (!rules)
    return (
      <Skeleton height="6" width="220px" mt="2" role="status" aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(messages.subHeaderHoursLoading)}</VisuallyHidden>
      </Skeleton>
    );
  const view: StoreHoursView = rules.storeHoursView(store, Date.now());
  const status = intl.formatMessage(STATUS_MESSAGES[view.status]);
  return (
    <div className={classes.frame} data-testid="store-hours">
      <div className={classes.row}>
        <span className={view.status === 'open' ? classes.open : classes.closed} data-testid="store-status">
          {status}
        </span>
        <button
          type="button"
          className={classes.button}
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
        </button>
      </div>
      <div id={tooltipId} role="tooltip" hidden={!hovered || listOpen} className={classes.tooltip}>
        <WeeklyHours week={view.week} compact />
      </div>
      <div id={listId} hidden={!listOpen} className={classes.list}>
        <p className={classes.listTitle}>{intl.formatMessage(messages.subHeaderStoreHours)}</p>
        <WeeklyHours week={view.week} />
      </div>
    </div>
  );
}
