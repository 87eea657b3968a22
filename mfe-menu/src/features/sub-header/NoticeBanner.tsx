import type { Store } from '@owa/shared';
import { Box, Button, Container } from '@owa/shared/design-kit';
import { textOf, useSanitisedHtml } from '@owa/shared/sanitise';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { noticeColours, noticeHtml, noticeMarkup } from '../../domain/store-display';
import { messages } from '../../i18n/messages';

/** The store's notice (spec 1 §2.4): two lines, then See More / See Less. */
export function NoticeBanner({ store }: { readonly store: Store }) {
  const intl = useIntl();
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
    <Box
      as="section"
      aria-label={intl.formatMessage(messages.subHeaderNotice)}
      bg={colours.background}
      color={colours.text}
    >
      <Container maxW="6xl" py="2" display="flex" gap="2" alignItems="flex-start">
        <Box
          ref={text}
          id="store-notice-text"
          dir="auto"
          flex="1"
          fontSize="sm"
          lineClamp={expanded ? undefined : 2}
          data-testid="store-notice"
          css={{ '& a': { textDecoration: 'underline' } }}
          {...(clean === null ? { children: plain } : { dangerouslySetInnerHTML: { __html: clean } })}
        />
        {overflows || expanded ? (
          <Button
            size="xs"
            variant="outline"
            color="inherit"
            borderColor="currentColor"
            flexShrink={0}
            aria-expanded={expanded}
            aria-controls="store-notice-text"
            onClick={() => setExpanded((value) => !value)}
          >
            {intl.formatMessage(expanded ? messages.subHeaderSeeLess : messages.subHeaderSeeMore)}
          </Button>
        ) : null}
      </Container>
    </Box>
  );
}
