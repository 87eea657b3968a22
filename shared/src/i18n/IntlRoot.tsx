import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useChannel } from '../react/use-channel';
import {
  type CompiledCatalogue,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type MessageLoaders,
} from './locales';
import { sharedEnglish, sharedLoaders } from './shared-messages';

interface IntlRootProps {
  readonly english: CompiledCatalogue;
  readonly loaders: MessageLoaders;
  readonly children: ReactNode;
}

/** Later catalogues win; English underneath means a missing translation still reads. */
function merge(...catalogues: CompiledCatalogue[]): CompiledCatalogue {
  return Object.assign({}, ...catalogues) as CompiledCatalogue;
}

/**
 * Each micro-frontend wraps its own React root in this: it follows the shell's language and
 * loads that app's own catalogue. While a catalogue loads, English is shown rather than nothing.
 */
export function IntlRoot({ english, loaders, children }: IntlRootProps) {
  const session = useChannel('shell:session');
  const wanted: Locale = isLocale(session?.language) ? session.language : DEFAULT_LOCALE;
  const englishCatalogue = useMemo(() => merge(sharedEnglish, english), [english]);
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: CompiledCatalogue }>({
    locale: DEFAULT_LOCALE,
    messages: englishCatalogue,
  });

  useEffect(() => {
    // A catalogue arrives outside any input: as a transition React renders the root again in
    // slices, where a plain update rendered it in one blocking task (issue 18).
    const show = (locale: Locale, messages: CompiledCatalogue) =>
      startTransition(() =>
        // The same catalogue keeps the same state: a new object here gave react-intl a new intl
        // and rendered every root a second time as it mounted, in the load's long tasks.
        setCatalogue((current) =>
          current.locale === locale && current.messages === messages ? current : { locale, messages },
        ),
      );
    if (wanted === 'en') {
      show('en', englishCatalogue);
      return;
    }
    let current = true;
    Promise.all([sharedLoaders[wanted](), loaders[wanted]()])
      .then(([shared, own]) => {
        if (current) show(wanted, merge(englishCatalogue, shared, own));
      })
      .catch(() => {
        // A language chunk that fails to load leaves the page in English rather than broken.
        if (current) show('en', englishCatalogue);
      });
    return () => {
      current = false;
    };
  }, [wanted, englishCatalogue, loaders]);

  return (
    <IntlProvider locale={catalogue.locale} defaultLocale={DEFAULT_LOCALE} messages={catalogue.messages}>
      {children}
    </IntlProvider>
  );
}
