import type { Store } from '@owa/shared';

/**
 * The store's allergen disclaimer in the diner's language (issue 22), else in English, else its
 * first; null when the store gives none (the menu then shows its own general words).
 */
export function allergenDisclaimer(store: Pick<Store, 'settings'> | null, language: string): string | null {
  const translations = store?.settings?.owaSettings?.allergenDisclaimer?.translations ?? [];
  const text = (lang?: string) => {
    const found = lang === undefined ? translations[0] : translations.find((entry) => entry.lang === lang);
    const value = found?.value ?? found?.name;
    return value?.trim() ? value.trim() : null;
  };
  return text(language) ?? text('en') ?? text();
}
