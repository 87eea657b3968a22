// Interface language: codes, display and automatic resolution, direction and what is sent to the
// API and the external apps (spec 3 §4 "Languages", spec 1 §7, §9).
import type { Store } from '../../entities/store.js';

/** The nine interface languages, as persisted (the union of the spec's two lists). */
export const SUPPORTED_LANGUAGES = ['en', 'zh', 'zh-TW', 'fr', 'es', 'ko', 'th', 'ar', 'vi'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Languages chosen automatically from the browser (spec 3 §4): en, fr, es, ko or zhHans. */
export const AUTOMATIC_LANGUAGES: readonly LanguageCode[] = ['en', 'fr', 'es', 'ko', 'zh'];

/** The app's internal names of the two Chinese scripts and their persisted codes. */
export const LANGUAGE_ALIASES: ReadonlyMap<string, LanguageCode> = new Map([
  ['zhHans', 'zh'],
  ['zhTW', 'zh-TW'],
]);

const SIMPLIFIED_CHINESE = /^zh(?:[-_](?:hans|cn|sg|my)(?:[-_].*)?)?$/i;
const TRADITIONAL_CHINESE = /^zh[-_](?:hant|tw|hk|mo)(?:[-_].*)?$/i;

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A persisted code for any spelling: zhHans/zh-Hans/zh-CN to 'zh', zhTW/zh-Hant/zh-TW/zh-HK to
 * 'zh-TW', a regional tag to its language ('fr-CA' to 'fr'); null when not supported.
 */
export function normalizeLanguageCode(value: string | null | undefined): LanguageCode | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  // A Map, not an object: a code like 'toString' must not find a prototype member.
  const alias = LANGUAGE_ALIASES.get(text);
  if (alias) return alias;
  if (TRADITIONAL_CHINESE.test(text)) return 'zh-TW';
  if (SIMPLIFIED_CHINESE.test(text)) return 'zh';
  const primary = text.split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(primary) ? primary : null;
}

/** The store's display languages: the order settings' list, else the OWA settings' list. */
export function storeDisplayLanguages(store: Partial<Pick<Store, 'settings'>>): readonly string[] {
  const fromOrder = store.settings?.orderSettings?.displayLanguages;
  if (fromOrder && fromOrder.length > 0) return fromOrder;
  return store.settings?.owaSettings?.displayLanguages ?? [];
}

export interface DisplayLanguageInput {
  /** The manual selection kept in local storage ('lang'). */
  stored?: string | null | undefined;
  /** settings.orderSettings.displayLanguages (or owaSettings.displayLanguages). */
  displayLanguages?: readonly string[] | null | undefined;
  /** store.languages (code, selected). */
  storeLanguages?: ReadonlyArray<{ code: string; selected?: boolean | null | undefined }> | null | undefined;
}

/**
 * Display language (spec 3 §4): the manual selection if set, else the first store display language,
 * else the selected store language, else English. Entries the site does not support are skipped.
 */
export function displayLanguage(input: DisplayLanguageInput): LanguageCode {
  const stored = normalizeLanguageCode(input.stored);
  if (stored) return stored;
  for (const code of input.displayLanguages ?? []) {
    const language = normalizeLanguageCode(code);
    if (language) return language;
  }
  for (const entry of input.storeLanguages ?? []) {
    if (!entry.selected) continue;
    const language = normalizeLanguageCode(entry.code);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * Automatic language from the browser's preferences (navigator.languages order): the first that is
 * English, French, Spanish, Korean or simplified Chinese; otherwise English. Traditional Chinese is
 * not in the automatic set, so it falls through to the next preference.
 */
export function automaticLanguage(browserLanguages: readonly string[]): LanguageCode {
  for (const tag of browserLanguages) {
    if (TRADITIONAL_CHINESE.test(tag.trim())) continue;
    const language = normalizeLanguageCode(tag);
    if (language && AUTOMATIC_LANGUAGES.includes(language)) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Arabic is written right to left. */
export function isRightToLeft(language: string): boolean {
  return normalizeLanguageCode(language) === 'ar';
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The Accept-Language header follows the current language, as its persisted code. */
export function acceptLanguageValue(language: string | null | undefined): LanguageCode {
  return normalizeLanguageCode(language) ?? FALLBACK_LANGUAGE;
}

/**
 * The lang parameter of the external apps (gift card, deposit, coupon, reservation, lineup):
 * zhHans goes as 'zh'; French is omitted (undefined), as those apps fall back to their default.
 */
export function externalAppLanguageParam(language: string | null | undefined): string | undefined {
  const code = normalizeLanguageCode(language);
  if (code === null || code === 'fr') return undefined;
  return code;
}
