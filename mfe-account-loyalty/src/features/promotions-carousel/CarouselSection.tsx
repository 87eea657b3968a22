import { useStaticClasses } from '@owa/shared/design-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { loyaltyMessages as m } from '../loyalty';
import { CAROUSEL_CLASSES } from './carousel-styles';

interface CarouselSectionProps {
  readonly title: string;
  readonly perPage: number;
  readonly items: readonly { readonly key: string; readonly node: ReactNode }[];
}

/** One titled carousel: a page of cards at a time, with previous/next controls (spec 1 §9). */
export function CarouselSection({ title, perPage, items }: CarouselSectionProps) {
  const intl = useIntl();
  const classes = useStaticClasses(CAROUSEL_CLASSES);
  const headingId = useId();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  if (items.length === 0) return null;
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * perPage, current * perPage + perPage);
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <div className={classes.head}>
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
        {pages > 1 ? (
          <div className={classes.pager}>
            <button
              type="button"
              className={classes.pageButton}
              aria-label={intl.formatMessage(m.previous)}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <span aria-hidden="true" className={classes.arrow}>
                ‹
              </span>
            </button>
            <p className={classes.pageText} aria-live="polite">
              {intl.formatMessage(m.page, { page: current + 1, pages })}
            </p>
            <button
              type="button"
              className={classes.pageButton}
              aria-label={intl.formatMessage(m.next)}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              <span aria-hidden="true" className={classes.arrow}>
                ›
              </span>
            </button>
          </div>
        ) : null}
      </div>
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list drawn without markers.
        role="list"
        className={classes.grid}
        // The column count follows the viewport (useItemsPerPage): the one look that is not fixed.
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      >
        {shown.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
    </section>
  );
}
