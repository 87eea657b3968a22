import { type ReactNode, useEffect, useMemo, useState } from 'react';
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
    if (wanted === 'en') {
      // The same catalogue keeps the same state: a new object here gave react-intl a new intl and
      // rendered every root a second time as it mounted, in the load's long tasks (issue 18).
      setCatalogue((current) =>
        current.locale === 'en' && current.messages === englishCatalogue
          ? current
          : { locale: 'en', messages: englishCatalogue },
      );
      return;
    }
    let current = true;
    Promise.all([sharedLoaders[wanted](), loaders[wanted]()])
      .then(([shared, own]) => {
        if (current) setCatalogue({ locale: wanted, messages: merge(englishCatalogue, shared, own) });
      })
      .catch(() => {
        // A language chunk that fails to load leaves the page in English rather than broken.
        if (current) setCatalogue({ locale: 'en', messages: englishCatalogue });
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
