import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { DECLARATION } from 'stylis';

/**
 * A selector of the same element with no weight: `:where()` around all but a trailing pseudo-element
 * (which `:where()` may not hold), so `.c:hover::before` becomes `:where(.c:hover)::before`.
 */
export function weightless(selector: string): string {
  const pseudoElement = selector.indexOf('::');
  if (pseudoElement === 0) return selector;
  return pseudoElement < 0
    ? `:where(${selector})`
    : `:where(${selector.slice(0, pseudoElement)})${selector.slice(pseudoElement)}`;
}

function makeWeightless(elements: StylisElement['children']): void {
  if (typeof elements === 'string') return;
  for (const element of elements) {
    if (element.type === 'rule' && Array.isArray(element.props))
      element.props = element.props.map(weightless);
    makeWeightless(element.children);
  }
}

/**
 * Chakra puts a recipe's rules in `@layer recipes` so that style props (outside any layer) win over
 * them. But once emotion's run-time sheet holds one `@layer` block, Blink restyles and lays out the
 * whole page for every `@layer` or `@media` rule inserted into it afterwards (~20 ms a rule on a fast
 * CPU against ~1 ms for a plain class rule: docs/performance.md), and the store page inserted ~100
 * of them while it loaded. The same order without a layer: the block's rules go in one by one, each
 * a plain rule of the sheet, with selectors that weigh nothing (`:where()`), so any style prop of the
 * element still wins and the recipe still wins over the page's layered global sheet.
 */
export const recipesOutsideLayers: StylisPlugin = (element, _index, _siblings, callback) => {
  if (element.type !== '@layer' || typeof element.children === 'string' || element.children.length === 0)
    return;
  const rules = element.children;
  makeWeightless(rules);
  // The block itself writes nothing (a comment); its rules are written as the sheet's own.
  element.type = 'comm';
  rules.forEach((rule, index) => {
    rule.root = null;
    rule.parent = null;
    callback(rule, index, rules, callback);
  });
  return '';
};

/**
 * Writes each conditional rule (`@media`, `@supports`) in a sheet of its own, after the page's
 * sheet. Blink checks a sheet that gains a plain rule against the new rule alone, but a sheet that
 * gains any other rule against all of its rules: each responsive or hover rule a dialog or a card
 * inserted into emotion's one sheet restyled every element with a class (52 rules on the first tap
 * on Login, 34 whole-page restyles: docs/performance.md). In a sheet of its own, only the elements
 * it names are restyled. The cascade is the same for an element with one emotion class, the only
 * kind the design kit draws: its conditional rules still come after its plain ones.
 */
export function atRulesApart(cache: EmotionCache): EmotionCache {
  const { sheet } = cache;
  const insertPlain = sheet.insert.bind(sheet);
  sheet.insert = (rule) => {
    // Before the page's sheet has its element, a sheet of its own would land in front of it.
    if (!rule.startsWith('@') || sheet.tags.length === 0) return insertPlain(rule);
    const own = new StyleSheet({
      key: `${cache.key}-at`,
      container: sheet.container,
      nonce: sheet.nonce,
      speedy: true,
    });
    own.insert(rule);
  };
  return cache;
}

/**
 * The properties that a browser of the build's targets (Chrome 100, Safari 15, Firefox 100:
 * tools/build-preset) still reads only with `-webkit-`: Safari's `user-select`, `hyphens`,
 * `text-decoration` shorthand and `backdrop-filter`, Safari 15.0–15.3's `appearance` and
 * `backface-visibility`, Chrome 100–119's `mask` and `background-clip: text`.
 */
const NEEDS_WEBKIT = new Set([
  'appearance',
  'backdrop-filter',
  'backface-visibility',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-clip',
  'mask-composite',
  'mask-image',
  'mask-mode',
  'mask-origin',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-decoration',
  'text-size-adjust',
  'user-select',
]);

/**
 * stylis's own prefixer writes every flex, grid, transform and animation declaration again for
 * 2012's browsers (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`) and
 * `-moz-`/`-ms-` besides: a fifth of the CSS the store page wrote at run time, each copy parsed,
 * inserted and matched while the page loads (docs/performance.md). Only the `-webkit-` copies
 * and values that a browser of the targets still reads are written.
 */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type !== DECLARATION || element.return || typeof element.props !== 'string') return;
  const copy = NEEDS_WEBKIT.has(element.props)
    ? `-webkit-${element.value}`
    : webkitValueOf(element.props, element.value);
  if (copy !== null) element.return = `${copy}${element.value}`;
};

const SIZE = /^(min-|max-)?(width|height|inline-size|block-size)$/;

/**
 * The declaration with the value a browser of the targets reads in its place, if it needs one:
 * a `stretch` size is `-webkit-fill-available` before Chrome 138 and in Safari; `image-set()`
 * is `-webkit-image-set()` before Chrome 113. (stylis's prefixer wrote these too.)
 */
function webkitValueOf(property: string, declaration: string): string | null {
  if (SIZE.test(property) && declaration.includes('stretch'))
    return declaration.replace('stretch', '-webkit-fill-available');
  if ((property === 'background' || property === 'background-image') && declaration.includes('image-set('))
    return declaration.replaceAll('image-set(', '-webkit-image-set(');
  return null;
}

let pageCache: EmotionCache | undefined;

/**
 * Turns on the page's first-view sheet (a `<link media="print">` the host's build writes into
 * index.html, so the first paint does not wait for it: tools/build-preset/first-view-css.mjs) when
 * it has loaded, and takes its rules as inserted: the roots that draw with them then neither compile
 * nor insert them. Not loaded yet, it stays off and the page inserts its rules at run time as before.
 */
export function adoptFirstViewSheet(cache: EmotionCache, page: Document = document): EmotionCache {
  const link = page.getElementById('owa-first-view-css');
  if (!(link instanceof HTMLLinkElement) || !link.sheet) return cache;
  link.media = 'all';
  for (const name of (link.dataset.names ?? '').split(' ')) if (name) cache.inserted[name] = true;
  return cache;
}

/**
 * The emotion cache every React root of the page draws with (DesignKitProvider and the overlay
 * scopes), made the first time a root asks for it: one sheet, without layers, and its conditional
 * rules apart, and the first view's rules adopted when their sheet has loaded. Same key as emotion's
 * default, so class names do not change.
 */
export function pageStyleCache(): EmotionCache {
  pageCache ??= adoptFirstViewSheet(
    atRulesApart(createCache({ key: 'css', stylisPlugins: [recipesOutsideLayers, webkitWhereNeeded] })),
  );
  return pageCache;
}
