import type { MessageFormatElement } from 'react-intl';
import {
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
  SUPPORTED_LANGUAGES,
  textDirection,
} from '../domain/language/language.js';

/**
 * The nine interface languages and their direction are rules of the domain (spec 3 §4, spec 1 §9);
 * the i18n plumbing names them as locales.
 */
export const LOCALES = SUPPORTED_LANGUAGES;
export type Locale = LanguageCode;
export const DEFAULT_LOCALE: Locale = FALLBACK_LANGUAGE;
export const isLocale = isSupportedLanguage;

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return textDirection(locale);
}

/** A flat catalogue of ICU messages, keyed by message id (source JSON, as tests read it). */
export type MessageCatalog = Readonly<Record<string, string>>;

/**
 * What the bundle holds: the build compiles every catalogue to ICU ASTs (tools/build-preset
 * icu-catalogue-loader), so no parser ships; under jest the same JSON arrives as strings.
 */
export type CompiledCatalogue =
  | Readonly<Record<string, string>>
  | Readonly<Record<string, MessageFormatElement[]>>;

/**
 * How an app gets its messages: English ships in the app's bundle (it is also every message's
 * default), the others load on demand so a diner downloads one language only.
 */
export type MessageLoaders = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CompiledCatalogue>>>;

/** Every locale catalogue must have exactly the English ids: used by each app's completeness test. */
export function missingMessageIds(english: MessageCatalog, other: MessageCatalog): string[] {
  return Object.keys(english).filter((id) => typeof other[id] !== 'string' || other[id].trim() === '');
}

export interface MessageDescriptorWithDefault {
  readonly id: string;
  readonly defaultMessage: string;
}

/** The English catalogue of an app, derived from its message descriptors so the two cannot drift. */
export function englishCatalogue(
  messages: Readonly<Record<string, MessageDescriptorWithDefault>>,
): MessageCatalog {
  return Object.fromEntries(Object.values(messages).map((message) => [message.id, message.defaultMessage]));
}

/**
 * Loaders for an app's translated catalogues. The app passes its own `import()` so the bundler
 * makes one chunk per language in that app: a diner downloads only the language the page shows.
 */
export function messageLoaders(
  importCatalogue: (locale: Exclude<Locale, 'en'>) => Promise<{ default: CompiledCatalogue }>,
): MessageLoaders {
  const load = (locale: Exclude<Locale, 'en'>) => () =>
    importCatalogue(locale).then((module) => module.default);
  return {
    zh: load('zh'),
    'zh-TW': load('zh-TW'),
    fr: load('fr'),
    es: load('es'),
    ko: load('ko'),
    th: load('th'),
    ar: load('ar'),
    vi: load('vi'),
  };
}
