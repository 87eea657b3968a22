import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** The words of an HTML text, read by an inert parser (no script runs, no picture loads). */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Server HTML made safe with DOMPurify, loaded when the page is idle so the sanitiser stays off the
 * first paint; until then the caller shows the plain words.
 */
export function useSanitisedHtml(html: string | null): string | null {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    setClean(null);
    if (!html) return;
    let current = true;
    const cancel = whenIdle(() => {
      import('dompurify')
        .then(({ default: purify }) => {
          if (current) setClean(purify.sanitize(html, { USE_PROFILES: { html: true } }));
        })
        .catch(() => {
          // The plain words stay: nothing unsafe is ever shown.
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [html]);
  return clean;
}
