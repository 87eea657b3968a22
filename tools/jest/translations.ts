// The translation guard every package runs on its catalogues: every language carries exactly the
// English ids, as valid ICU messages with the same arguments and only plural categories the language
// has. Test support only: not shipped.
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import {
  englishCatalogue,
  type Locale,
  type MessageCatalog,
  type MessageDescriptorWithDefault,
  missingMessageIds,
} from '../../shared/src/i18n/locales';

/** Every language but English; typed so a new language fails the typecheck until it has a file. */
export type TranslatedCatalogues = Record<Exclude<Locale, 'en'>, MessageCatalog>;

/** Argument names a message uses, including those inside plural/select branches; rich-text tags as `<tag>`. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element)) continue;
    if (isTagElement(element)) {
      names.add(`<${element.value}>`);
      argumentNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

/** Plural keys a message uses (e.g. `few`), not counting exact matches such as `=0`. */
function pluralKeys(elements: MessageFormatElement[], keys = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isTagElement(element)) pluralKeys(element.children, keys);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const [key, option] of Object.entries(element.options)) {
        if (isPluralElement(element) && !key.startsWith('=')) keys.add(key);
        pluralKeys(option.value, keys);
      }
    }
  }
  return keys;
}

function parseOrError(message: string): MessageFormatElement[] | Error {
  try {
    return parse(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Declares the guard's tests for one package: `en.json` (what the bundle ships, compiled) must equal
 * the English of the message descriptors, and every other language must translate all of it.
 */
export function describeTranslations(
  messages: Readonly<Record<string, MessageDescriptorWithDefault>>,
  englishFile: MessageCatalog,
  catalogues: TranslatedCatalogues,
): void {
  const english = englishCatalogue(messages);
  test('en.json holds exactly the English of the message descriptors (update it with the new text)', () => {
    expect(englishFile).toEqual(english);
  });

  const englishArguments = Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const parsed = parseOrError(message);
      if (parsed instanceof Error)
        throw new Error(`English message ${id} is not valid ICU: ${parsed.message}`);
      return [id, [...argumentNames(parsed)].sort()];
    }),
  );

  describe.each(Object.entries(catalogues))('%s messages', (locale, catalogue) => {
    test('translate every English message', () => {
      expect(missingMessageIds(english, catalogue)).toEqual([]);
    });

    test('have no ids that English lacks', () => {
      expect(Object.keys(catalogue).filter((id) => !Object.hasOwn(english, id))).toEqual([]);
    });

    test('have no empty messages', () => {
      const empty = Object.entries(catalogue).filter(
        ([, message]) => typeof message !== 'string' || message.trim() === '',
      );
      expect(empty.map(([id]) => id)).toEqual([]);
    });

    test('parse as ICU messages', () => {
      const invalid = Object.entries(catalogue).flatMap(([id, message]) => {
        const parsed = parseOrError(message);
        return parsed instanceof Error ? [`${id}: ${parsed.message}`] : [];
      });
      expect(invalid).toEqual([]);
    });

    test('use exactly the English argument names', () => {
      const differing = Object.entries(catalogue).flatMap(([id, message]) => {
        const parsed = parseOrError(message);
        const expected = englishArguments[id];
        if (parsed instanceof Error || expected === undefined) return []; // reported by the tests above
        const actual = [...argumentNames(parsed)].sort();
        return actual.join(',') === expected.join(',') ? [] : [{ id, expected, actual }];
      });
      expect(differing).toEqual([]);
    });

    test('use only plural categories the language has', () => {
      const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
      const unknown = Object.entries(catalogue).flatMap(([id, message]) => {
        const parsed = parseOrError(message);
        if (parsed instanceof Error) return [];
        return [...pluralKeys(parsed)].filter((key) => !categories.has(key)).map((key) => `${id}: ${key}`);
      });
      expect(unknown).toEqual([]);
    });
  });
}
