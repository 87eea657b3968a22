// The run-time rules of the pages' first view (host/src/first-view-styles.css, captured by
// scripts/first-view-styles.mjs), written into the host's index.html as a sheet emotion adopts:
// emotion's cache reads the names in a `<style data-emotion="css name…">` of the page as already
// inserted (its server-rendering hand-over), so a root that draws with one of them neither compiles
// its rule (stylis) nor inserts it. At run time each rule cost its compile and an insertion, and
// each insertion a restyle of what it names: 130 ms of main-thread time at 4x before the store page
// showed (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';

/**
 * The emotion names the rules style (`.css-1x2y3z` is emotion's class for the name `1x2y3z`).
 * @param {string} css
 */
export function emotionNames(css) {
  return [...new Set([...css.matchAll(/\.css-([a-z0-9]+)\b/g)].map((match) => match[1]))];
}

/**
 * The `<style>` tag's attributes and rules for the file, or null without one (or an empty one):
 * the page then inserts every rule at run time, as before.
 * @param {string} file
 */
export function firstViewStyle(file) {
  if (!existsSync(file)) return null;
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  const names = emotionNames(css);
  if (names.length === 0) return null;
  return { attributes: { 'data-emotion': `css ${names.join(' ')}` }, css };
}
