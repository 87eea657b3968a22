import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { CHAKRA_ESM, filesUnder, REPO_ROOT, siteSourceFiles } from '../testing/source-files';

// The browser builds cut the style-prop utilities nobody uses from Chakra's base preset
// (tools/build-preset/unused-utilities-loader.cjs); jest keeps the whole preset, so a prop whose
// utility was cut would pass here and lose its token on the site (`gridGap="2"` would be the CSS
// `grid-gap: 2`). This checks the loader, the site's sources and Chakra's own code.
const loader = require(join(REPO_ROOT, 'tools/build-preset/unused-utilities-loader.cjs')) as {
  (source: string): string;
  UNUSED_UTILITIES: readonly string[];
  utilityEntries(source: string): { entries: { name: string; text: string }[] };
};
const presetBase = readFileSync(join(CHAKRA_ESM, 'preset-base.js'), 'utf8');

/** Every name a cut utility answers to: its own and its shorthands (`bgGradient`, `scrollMx` ...). */
const cutNames = loader
  .utilityEntries(presetBase)
  .entries.filter((entry) => loader.UNUSED_UTILITIES.includes(entry.name))
  .flatMap((entry) => [
    entry.name,
    ...[...entry.text.matchAll(/shorthand: (?:\[([^\]]*)\]|"([^"]*)")/g)].flatMap((match) =>
      (match[1] ?? match[2] ?? '').split(',').map((name) => name.trim().replace(/"/g, '')),
    ),
  ])
  .filter(Boolean);
// A style prop (`gridGap=`), a style object's key (`gridGap:`, `"gridGap":`).
const USE = new RegExp(`(?<![\\w.$-])["']?(?:${cutNames.join('|')})["']?\\s*[:=](?!=)`);

function usesIn(paths: readonly string[]): string[] {
  return paths.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => USE.test(line))
      .map((line) => `${relative(REPO_ROOT, file)}: ${line.trim().slice(0, 120)}`),
  );
}

describe("Chakra's unused style-prop utilities", () => {
  it('are cut from preset-base.js, which stays valid and keeps the others', () => {
    const cut = loader(presetBase);
    const parsed = ts.createSourceFile('preset-base.js', cut, ts.ScriptTarget.Latest) as ts.SourceFile & {
      parseDiagnostics: readonly ts.Diagnostic[];
    };
    expect(parsed.parseDiagnostics).toEqual([]);
    const kept = loader.utilityEntries(cut).entries.map((entry) => entry.name);
    expect(kept.filter((name) => loader.UNUSED_UTILITIES.includes(name))).toEqual([]);
    expect(kept).toEqual(
      expect.arrayContaining(['background', 'marginInlineStart', 'paddingInline', 'focusRing']),
    );
    expect(kept.length + loader.UNUSED_UTILITIES.length).toBe(
      loader.utilityEntries(presetBase).entries.length,
    );
  });

  it('recognises a use of a cut utility or of its shorthand', () => {
    expect(cutNames).toEqual(expect.arrayContaining(['bgGradient', 'gridGap']));
    expect('<Grid gridGap="2">').toMatch(USE);
    expect("_hover: { bgGradient: 'to-r' }").toMatch(USE);
    expect('<Box ps="2" marginInlineStart="1">').not.toMatch(USE);
    expect('if (gridGap == null)').not.toMatch(USE);
  });

  it('are used by no source of the site', () => {
    const sources = siteSourceFiles({ tests: true }).filter((file) => !file.endsWith('utilities.test.ts'));
    expect(usesIn(sources)).toEqual([]);
  });

  it("are used by none of Chakra's recipes, components or styled system", () => {
    const chakra = ['theme', 'components', 'styled-system'].flatMap((dir) =>
      filesUnder(join(CHAKRA_ESM, dir), /\.js$/),
    );
    expect(chakra.length).toBeGreaterThan(100);
    expect(usesIn(chakra)).toEqual([]);
  });
});
