// Spec 3 §4 Referral: the store's own referral title and description (translations) come before
// the default texts; a language the store did not translate falls back to the default.
import { normalizeLanguageCode } from '@owa/shared/domain';

export interface TranslationList {
  readonly translations?:
    | readonly { readonly lang: string; readonly value?: string | null; readonly name?: string | null }[]
    | null;
}

/** The store's text in the diner's language, or undefined to use the default message. */
export function storeReferralText(
  translations: TranslationList | null | undefined,
  language: string | null | undefined,
): string | undefined {
  const wanted = normalizeLanguageCode(language);
  if (!wanted) return undefined;
  for (const entry of translations?.translations ?? []) {
    const text = (entry.value ?? entry.name ?? '').trim();
    if (text && normalizeLanguageCode(entry.lang) === wanted) return text;
  }
  return undefined;
}
