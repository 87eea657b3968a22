import { IconButton } from '@owa/shared/design-kit';
import { afterNextPaint } from '@owa/shared/scheduling';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

/** spec 1 §9: shown past 200 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 200;
const SCROLL_CHECK_MS = 50;

/** spec 1 §2.3: a back-to-top button on medium and smaller screens. */
export function BackToTop() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      setShown(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      timer ??= setTimeout(check, SCROLL_CHECK_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // It mounts after the first paint, once its messages have loaded: a diner may have scrolled
    // past the threshold before, and no further scroll event would come to show it. Read after the
    // next paint, when the page's layout is done: read at mount, the scroll position made the
    // browser lay out the whole page inside the commit.
    const cancelFirstCheck = afterNextPaint(check);
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelFirstCheck();
      if (timer) clearTimeout(timer);
    };
  }, []);
  // Rendered hidden rather than not at all: its styles (a recipe's layered rules, a media query) go
  // in when it mounts, after the first paint. Inserted on the first scroll past the threshold, they
  // made the browser restyle the whole page in the middle of that scroll.
  return (
    <IconButton
      hidden={!shown}
      aria-label={intl.formatMessage(messages.backToTop)}
      position="fixed"
      bottom="4"
      insetEnd="4"
      zIndex="sticky"
      colorPalette="brand"
      borderRadius="full"
      hideFrom="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </IconButton>
  );
}
