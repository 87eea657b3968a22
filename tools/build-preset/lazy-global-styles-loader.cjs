// Chakra's createSystem writes the system's whole global style sheet (reset, global CSS and every
// token as a CSS variable) as it builds the system, through its own css(): about half of the
// system's cost, some 35 ms on a fast CPU and so ~140 ms on a phone, before the page's first paint.
// The site's pages carry that sheet in their HTML, written at build time (global-css.mjs), and no
// React root inserts it (DesignKitProvider), so the browser builds compute it only when asked for.
// shared/src/design-kit/lazy-global-styles.test.ts checks the rewrite against Chakra's file.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const PROPERTY = '    _global,\n';
const GETTER =
  '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

function lazyGlobalStyles(source) {
  if (!source.includes(EAGER) || !source.includes(PROPERTY)) {
    throw new Error('styled-system/system.js: the eager global styles moved (Chakra changed its build)');
  }
  return source.replace(EAGER, LAZY).replace(PROPERTY, GETTER);
}

module.exports = lazyGlobalStyles;
