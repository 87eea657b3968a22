import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// For the guard tests that read code as text: the site's own (the design kit's cuts, the
// react-intl subset) and Chakra's built files. Node-only, so it is not exported from the
// browser-safe testing index.

export const REPO_ROOT = resolve(__dirname, '../../..');

/** Chakra's ES build (`dist/esm`), the code the browser builds bundle; jest resolves the CommonJS one. */
export const CHAKRA_ESM = dirname(require.resolve('@chakra-ui/react/preset-base')).replace(
  /[\\/]cjs([\\/]|$)/,
  '/esm$1',
);

/** Every file under `dir` whose name matches, as absolute paths (node_modules left out). */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

export interface SiteSourceOptions {
  /** Also the unit tests beside the sources (`*.test.ts(x)`). */
  tests?: boolean;
  /** Also the Playwright journeys and their support (`e2e/`). */
  journeys?: boolean;
}

/** The TypeScript files of the shell, the contract package and every remote, as absolute paths. */
export function siteSourceFiles({ tests = false, journeys = false }: SiteSourceOptions = {}): string[] {
  const remotes = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mfe-'));
  const dirs = ['host/src', 'shared/src', ...remotes.map((name) => `${name}/src`)];
  if (journeys) dirs.push('e2e/tests', 'e2e/support');
  const files = dirs.flatMap((dir) => filesUnder(join(REPO_ROOT, dir), /\.tsx?$/));
  return tests ? files : files.filter((file) => !/\.test\.tsx?$/.test(file));
}
