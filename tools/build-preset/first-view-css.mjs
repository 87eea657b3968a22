// The run-time rules of the pages' first view (host/src/first-view-styles.css, captured by
// scripts/first-view-styles.mjs), shipped as a content-hashed style sheet that the page loads
// without waiting for it (`media="print"`), its names in the page: when the sheet is there by the
// time the page's emotion cache is made, the cache turns it on and takes its names as already
// inserted (shared/src/design-kit/page-style-cache.ts), so a root that draws with one of them neither
// compiles its rule (stylis) nor inserts it. At run time each rule cost its compile and an insertion,
// and each insertion a restyle of what it names: 130–240 ms of main-thread time at 4x before the
// store page showed (docs/performance.md). Not inline: in the HTML the rules took the page past one
// round trip of a new connection (9 → 15 KB brotli), and Lighthouse's first paint moved 0.15 s later.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The emotion names the rules style (`.css-1x2y3z` is emotion's class for the name `1x2y3z`).
 * @param {string} css
 */
export function emotionNames(css) {
  return [...new Set([...css.matchAll(/\.css-([a-z0-9]+)\b/g)].map((match) => match[1]))];
}

/**
 * The sheet's file name (content-hashed), rules and names, or null without a file (or without a
 * rule in it): the page then inserts every rule at run time, as before. The build minifies the sheet
 * after naming it, for the browsers it is given (`targets`), so they are hashed with the rules: what
 * the file holds changes with either.
 * @param {string} file
 * @param {string} [targets]
 */
export function firstViewSheet(file, targets = '') {
  if (!existsSync(file)) return null;
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  const names = emotionNames(css);
  if (names.length === 0) return null;
  const hash = createHash('sha256').update(targets).update('\n').update(css).digest('hex').slice(0, 10);
  return { fileName: `first-view.${hash}.css`, css, names };
}
