import type { Store } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { textOf, useSanitisedHtml } from '@owa/shared/sanitise';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { noticeColours, noticeHtml, noticeMarkup } from '../../domain/store-display';
import { messages } from '../../i18n/messages';
import { NOTICE_CLASSES } from './sub-header-styles';

/** The store's notice (spec 1 §2.4): two lines, then See More / See Less. */
export function NoticeBanner({ store }: { readonly store: Store }) {
  const intl = useIntl();
  const classes = useStaticClasses(NOTICE_CLASSES);
  const html = noticeHtml(store);
  const markup = noticeMarkup(store);
  const clean = useSanitisedHtml(markup);
  const plain = useMemo(() => (markup === null ? (html ?? '') : textOf(markup)), [html, markup]);
  const colours = noticeColours(store);
  const text = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changes when the sanitised HTML arrives
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    // The observer's first call comes after the browser's own layout of the frame; measuring here,
    // inside React's commit, laid the whole page out an extra time in the load's longest task.
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, clean, plain]);

  if (!html) return null;
  return (
    <section
      aria-label={intl.formatMessage(messages.subHeaderNotice)}
      // The store's own colours (spec 1 §2.4): one per store, not a look of the site.
      style={{ background: colours.background, color: colours.text }}
    >
      <div className={classes.container}>
        <div
          ref={text}
          id="store-notice-text"
          dir="auto"
          className={expanded ? classes.textExpanded : classes.text}
          data-testid="store-notice"
          {...(clean === null ? { children: plain } : { dangerouslySetInnerHTML: { __html: clean } })}
        />
        {overflows || expanded ? (
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={expanded}
            aria-controls="store-notice-text"
            onClick={() => setExpanded((value) => !value)}
          >
            {intl.formatMessage(expanded ? messages.subHeaderSeeLess : messages.subHeaderSeeMore)}
          </button>
        ) : null}
      </div>
    </section>
  );
}
