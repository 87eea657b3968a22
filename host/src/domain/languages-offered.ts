// Which languages the header offers (spec 3 §4 "Languages"): the store's display languages that the
// site supports, or all nine when the store names none.
import { type LanguageCode, normalizeLanguageCode, SUPPORTED_LANGUAGES } from '@owa/shared/domain';

export function languagesOffered(displayLanguages: readonly string[]): readonly LanguageCode[] {
  const offered: LanguageCode[] = [];
  for (const code of displayLanguages) {
    const language = normalizeLanguageCode(code);
    if (language && !offered.includes(language)) offered.push(language);
  }
  return offered.length > 0 ? offered : SUPPORTED_LANGUAGES;
}
