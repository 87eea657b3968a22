import { type ReactNode, useEffect, useState } from 'react';
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
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: CompiledCatalogue }>({
    locale: DEFAULT_LOCALE,
    messages: merge(sharedEnglish, english),
  });

  useEffect(() => {
    const englishCatalogue = merge(sharedEnglish, english);
    if (wanted === 'en') {
      setCatalogue({ locale: 'en', messages: englishCatalogue });
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
  }, [wanted, english, loaders]);

  return (
    <IntlProvider locale={catalogue.locale} defaultLocale={DEFAULT_LOCALE} messages={catalogue.messages}>
      {children}
    </IntlProvider>
  );
}
