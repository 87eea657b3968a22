import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

// For the guard tests that read the site's own code (the design kit's cuts, the react-intl
// subset). Node-only, so it is not exported from the browser-safe testing index.

export const REPO_ROOT = resolve(__dirname, '../../..');

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
  const files = dirs.flatMap((dir) => typeScriptFiles(join(REPO_ROOT, dir)));
  return tests ? files : files.filter((file) => !/\.test\.tsx?$/.test(file));
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typeScriptFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
