// The design kit's global styles (Chakra's reset, its global CSS and every token as a CSS variable),
// written into the host's index.html at build time. At run time each of the page's React roots would
// otherwise insert its own copy (14 roots, 244 rules and ~925 variables each), and every insertion
// made the browser restyle the whole page: ~20-40 ms a time on a fast CPU (issue 18's trace).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFileSync } from '@swc/core';

const sharedDir = path.resolve(import.meta.dirname, '../../shared');
const sharedRequire = createRequire(path.join(sharedDir, 'package.json'));
const emotionRequire = createRequire(sharedRequire.resolve('@emotion/react'));

/**
 * The design kit's system module, compiled for Node beside the contract package's sources (so that
 * its bare imports resolve from the contract package's own dependencies).
 */
async function importDesignKitSystem() {
  const outDir = path.join(sharedDir, 'node_modules/.owa-build');
  mkdirSync(outDir, { recursive: true });
  /** @type {import('@swc/core').Options} */
  const options = {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  };
  for (const name of ['system', 'contrast']) {
    const { code } = transformFileSync(path.join(sharedDir, `src/design-kit/${name}.ts`), options);
    // Node needs the extension the bundler's resolver adds.
    writeFileSync(path.join(outDir, `${name}.mjs`), code.replace(/'\.\/contrast'/g, "'./contrast.mjs'"));
  }
  try {
    return await import(pathToFileURL(path.join(outDir, 'system.mjs')).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The default brand's global style sheet, as emotion would have inserted it. */
export async function designKitGlobalCss() {
  const { brandSystem } = await importDesignKitSystem();
  const createCache = emotionRequire('@emotion/cache').default;
  const { serializeStyles } = emotionRequire('@emotion/serialize');
  const system = brandSystem();
  // Without a document, emotion's cache returns the rules it would insert.
  const cache = createCache({ key: 'owa-global' });
  const rules = cache.insert('', serializeStyles([system._global], cache.registered), cache.sheet, true);
  if (typeof rules !== 'string' || !rules.includes('--chakra-colors-brand-solid')) {
    throw new Error('the design kit produced no global style sheet');
  }
  // The layers' order first (reset, base, tokens, recipes): style props, outside any layer, win.
  return `${system.layers.atRule}${rules}`;
}
