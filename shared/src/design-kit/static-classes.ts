import { type SystemContext, type SystemStyleObject, useChakraContext } from '@chakra-ui/react';
import { css as serialize, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';

/** Styles known when the module loads: an object, or objects worked out from the system (a recipe's). */
export type StaticStyle = SystemStyleObject | ((system: SystemContext) => readonly SystemStyleObject[]);
export type StaticSheet<K extends string> = Readonly<Record<K, StaticStyle>>;

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;
const made = new WeakMap<SystemContext, WeakMap<EmotionCache, WeakMap<object, Record<string, string>>>>();

/** The map's entry for the key, made and kept the first time it is asked for. */
function entryOf<Key extends object, Value>(map: WeakMap<Key, Value>, key: Key, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function classNameOf(system: SystemContext, cache: EmotionCache, style: StaticStyle): string {
  const serialized = serialize(system.css(...(typeof style === 'function' ? style(system) : [style])));
  const name = `${cache.key}-${serialized.name}`;
  // What emotion itself does for a styled element: register, then insert the rule once per sheet.
  cache.registered[name] = serialized.styles;
  if (cache.inserted[serialized.name] === undefined) cache.insert(`.${name}`, serialized, cache.sheet, true);
  return name;
}

/**
 * A sheet's class names, each worked out the first time it is read: the looks a page does not show
 * yet (the dietary sheet's, beside its button's; a tooltip's; the list view's) cost nothing while it
 * loads. Each element draws with one class of a sheet, so the order their rules enter the page's
 * sheet does not matter.
 */
function classesOnRead<K extends string>(
  system: SystemContext,
  cache: EmotionCache,
  sheet: StaticSheet<K>,
): Record<K, string> {
  const classes = {} as Record<K, string>;
  for (const key of Object.keys(sheet) as K[]) {
    Object.defineProperty(classes, key, {
      enumerable: true,
      configurable: true,
      get() {
        const name = classNameOf(system, cache, sheet[key]);
        Object.defineProperty(classes, key, { value: name, enumerable: true });
        return name;
      },
    });
  }
  return classes;
}

/**
 * A recipe's look with these variants, then more styles over it: what `<Button size="sm"
 * colorPalette="brand" flexShrink={0}>` draws, as a static style.
 */
export function recipeStyle(
  key: string,
  variants: Readonly<Record<string, string>>,
  more: SystemStyleObject = {},
): StaticStyle {
  return (system) => [system.getRecipeFn(key)(variants), more];
}

/**
 * Class names for a sheet of styles that never change, worked out once per design system and style
 * sheet (each on its first read), then reused by every render. Chakra's style props turn every prop
 * into CSS again on each render of each element (four React components per element): a menu card
 * of such elements cost most of a dietary filter press or a search keystroke on a phone
 * (docs/performance.md). The elements of a card that repeat by the hundred use these classes on
 * plain elements; their look is the same as the style props' (the same `css()` and emotion sheet).
 * Keep the sheet a module constant: it is the cache's key.
 */
export function useStaticClasses<K extends string>(sheet: StaticSheet<K>): Readonly<Record<K, string>> {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useStaticClasses needs an emotion cache (the DesignKitProvider gives one)');
  const bySheet = entryOf(
    entryOf(made, system, () => new WeakMap()),
    cache,
    () => new WeakMap(),
  );
  const names = entryOf(bySheet, sheet, () => classesOnRead(system, cache, sheet));
  return names as Readonly<Record<K, string>>;
}
