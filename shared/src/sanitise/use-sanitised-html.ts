// The page's phase is the shared singleton's: this entry is bundled by each app, like their code.
import { whenPageInteractive } from '@owa/shared';
import { useEffect, useState } from 'react';
import { loadedSanitiser, loadSanitiser } from './sanitiser';

/**
 * The words of an HTML text, read by an inert parser (no script runs, no picture loads). A script's
 * or a style's source is not words: it is dropped, as the sanitiser drops it.
 */
export function textOf(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const code of body.querySelectorAll('script, style, template')) code.remove();
  return body.textContent ?? '';
}

/**
 * Server HTML made safe with DOMPurify. The store page loads the sanitiser with its data, so its
 * notice shows sanitised from the first paint; elsewhere it loads when the page is idle and the
 * caller shows the plain words until then.
 */
export function useSanitisedHtml(html: string | null): string | null {
  const [clean, setClean] = useState<string | null>(() => {
    const sanitise = loadedSanitiser();
    return html && sanitise ? sanitise(html) : null;
  });
  const [cleaned, setCleaned] = useState(html);
  if (cleaned !== html) {
    // Another text: sanitised at once if the sanitiser is here, else plain until it is.
    const sanitise = loadedSanitiser();
    setCleaned(html);
    setClean(html && sanitise ? sanitise(html) : null);
  }
  useEffect(() => {
    if (!html || loadedSanitiser()) return;
    let current = true;
    const cancel = whenPageInteractive(() => {
      loadSanitiser()
        .then((sanitise) => {
          if (current) setClean(sanitise(html));
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
