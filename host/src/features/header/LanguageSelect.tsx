import type { Locale } from '@owa/shared';
import { chakra } from '@owa/shared/design-kit';
import { storeDisplayLanguages } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { languagesOffered } from '../../domain/languages-offered';
import { messages } from '../../i18n/messages';
import { useStoreContext } from '../store-context';

/** Each language named in itself, so a diner finds theirs whatever the page's language. */
const AUTONYMS: Readonly<Record<Locale, string>> = {
  en: 'English',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  fr: 'Français',
  es: 'Español',
  ko: '한국어',
  th: 'ไทย',
  ar: 'العربية',
  vi: 'Tiếng Việt',
};

/**
 * The header's language control (spec 3 §4): a native select, light on the first paint and usable
 * by touch, keyboard and screen readers alike. Its width is set: a select as wide as its widest
 * option has every option's text shaped at each layout, and these nine names in six scripts had the
 * browser look for a font for each script (15–25 ms of one layout on a fast CPU, in a trace:
 * docs/performance.md). 7.5rem holds the longest, "Tiếng Việt", with room to spare; a minimum width of
 * its own keeps the header's layout from asking for the options' widths all the same.
 */
export function LanguageSelect({
  language,
  onChoose,
}: {
  readonly language: Locale;
  readonly onChoose: (language: Locale) => void;
}) {
  const intl = useIntl();
  const { store } = useStoreContext();
  const offered = languagesOffered(store ? storeDisplayLanguages(store) : []);
  const options = offered.includes(language) ? offered : [language, ...offered];
  return (
    <chakra.select
      aria-label={intl.formatMessage(messages.languageLabel)}
      value={language}
      onChange={(event) => onChoose(event.target.value as Locale)}
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      px="2"
      minH="10"
      w="7.5rem"
      minW="0"
      flexShrink={0}
      fontSize="sm"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {options.map((code) => (
        <option key={code} value={code} lang={code}>
          {AUTONYMS[code]}
        </option>
      ))}
    </chakra.select>
  );
}
