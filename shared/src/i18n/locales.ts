/** The nine interface languages (spec 3 §4, spec 1 §9). Arabic is right-to-left. */
export const LOCALES = ['en', 'zh', 'zh-TW', 'fr', 'es', 'ko', 'th', 'ar', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** A flat catalogue of ICU messages, keyed by message id. */
export type MessageCatalog = Readonly<Record<string, string>>;

/**
 * How an app gets its messages: English ships in the app's bundle (it is also every message's
 * default), the others load on demand so a diner downloads one language only.
 */
export type MessageLoaders = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<MessageCatalog>>>;

/** Every locale catalogue must have exactly the English ids: used by each app's completeness test. */
export function missingMessageIds(english: MessageCatalog, other: MessageCatalog): string[] {
  return Object.keys(english).filter((id) => typeof other[id] !== 'string' || other[id].trim() === '');
}
