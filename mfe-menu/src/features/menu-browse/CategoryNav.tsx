import type { MenuGroup } from '@owa/shared';
import { type StaticSheet, useStaticClasses } from '@owa/shared/design-kit';
import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { useLatestCallback } from '../../lib/use-latest-callback';

interface CategoryNavProps {
  readonly groups: readonly MenuGroup[];
  readonly active: string | null;
  readonly onSelect: (code: string) => void;
}

/** Where the tabs give way to the dropdown. */
const PHONE_WIDTHS = '(max-width: 920px)';
const PHONE = `@media ${PHONE_WIDTHS}`;
const WIDE = '@media (min-width: 921px)';
const TAB = {
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  whiteSpace: 'nowrap',
  fontSize: 'sm',
  fontWeight: 'medium',
} as const;

/** Worked out once: the tabs and dropdown render again whenever a search or filter changes the categories. */
const NAV_CLASSES = {
  nav: { flex: '1', minW: '0' },
  tabs: {
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    py: '1',
    [PHONE]: { display: 'none' },
    scrollbarWidth: 'thin',
  },
  tab: { ...TAB, color: 'fg', bg: 'transparent', _hover: { bg: 'gray.100' } },
  activeTab: { ...TAB, color: 'white', bg: 'gray.800', _hover: { bg: 'gray.800' } },
  dropdown: {
    w: '100%',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg',
    fontSize: 'md',
    [WIDE]: { display: 'none' },
  },
} satisfies StaticSheet<string>;

/** Category tabs that follow the scroll; a dropdown at 920 px and below (spec 1 §2.5, §9). */
export function CategoryNav({ groups, active, onSelect }: CategoryNavProps) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab changes
  useEffect(() => {
    // Keep the active tab in sight inside the scrolling strip, never moving the page. Reading a tab's
    // place lays out the whole page at once, so not where nothing would move: on a phone (the strip
    // is hidden) or on the first render with the first tab active (the strip starts there). On the
    // first render that read was the largest piece of the menu's own code in the load.
    const first = !mounted.current;
    mounted.current = true;
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !tab || window.matchMedia(PHONE_WIDTHS).matches) return;
    if (first && tab === strip.firstElementChild) return;
    strip.scrollLeft = tab.offsetLeft - strip.clientWidth / 3;
  }, [active]);
  // The tabs skip rendering on a search keystroke unless their own category changed.
  const stableSelect = useLatestCallback(onSelect);
  const label = intl.formatMessage(messages.categories);
  const classes = useStaticClasses(NAV_CLASSES);
  return (
    <nav aria-label={label} className={classes.nav}>
      <div ref={list} className={classes.tabs}>
        {groups.map((group) => (
          <CategoryTab
            key={group.code}
            code={group.code}
            name={group.name ?? group.code}
            active={group.code === active}
            onSelect={stableSelect}
          />
        ))}
      </div>
      <select
        className={classes.dropdown}
        aria-label={label}
        value={active ?? ''}
        onChange={(event) => onSelect(event.target.value)}
      >
        {groups.map((group) => (
          <option key={group.code} value={group.code}>
            {group.name ?? group.code}
          </option>
        ))}
      </select>
    </nav>
  );
}

const CategoryTab = memo(function CategoryTab({
  code,
  name,
  active,
  onSelect,
}: {
  readonly code: string;
  readonly name: string;
  readonly active: boolean;
  readonly onSelect: (code: string) => void;
}) {
  const classes = useStaticClasses(NAV_CLASSES);
  return (
    <a
      className={active ? classes.activeTab : classes.tab}
      href={`#${encodeURIComponent(code)}`}
      aria-current={active ? 'true' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onSelect(code);
      }}
    >
      {name}
    </a>
  );
});
