import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { CHAKRA_ESM, REPO_ROOT, siteSourceFiles } from '../testing/source-files';

// The browser builds cut Chakra's unused hue palettes from its theme (tools/build-preset/
// unused-palettes-loader.cjs); jest keeps the whole theme, so a component using a cut palette would
// pass here and render without colours on the site. This checks the loader and the sources.
const dropUnusedPalettes = require(join(REPO_ROOT, 'tools/build-preset/unused-palettes-loader.cjs')) as {
  (source: string): string;
  UNUSED_PALETTES: readonly string[];
};
const NAMES = dropUnusedPalettes.UNUSED_PALETTES.join('|');
// A palette named in a string ('teal', "teal.500") or a token path (teal.solid, colors.teal.50).
const USE = new RegExp(
  `(['"\`])(?:${NAMES})(?:\\.[\\w.]+)?\\1|\\b(?:${NAMES})\\.(?:\\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing|border)\\b`,
);

const chakraTheme = join(CHAKRA_ESM, 'theme');

describe("Chakra's unused palettes", () => {
  it.each(['tokens/colors.js', 'semantic-tokens/colors.js'])('are cut from %s, which stays valid', (file) => {
    const source = readFileSync(join(chakraTheme, file), 'utf8');
    const cut = dropUnusedPalettes(source);
    expect(cut.length).toBeLessThan(source.length * 0.8);
    const parsed = ts.createSourceFile(file, cut, ts.ScriptTarget.Latest) as ts.SourceFile & {
      parseDiagnostics: readonly ts.Diagnostic[];
    };
    expect(parsed.parseDiagnostics).toEqual([]);
    expect(cut).not.toMatch(new RegExp(`\\b(?:${NAMES})\\b`));
    for (const kept of ['gray', 'red', 'orange', 'green', 'blue']) expect(cut).toMatch(`  ${kept}: {`);
  });

  it('recognises a use of a cut palette', () => {
    expect(`<Badge colorPalette="teal">`).toMatch(USE);
    expect(`bg={{ base: 'pink.500' }}`).toMatch(USE);
    expect(`color: cyan.fg`).toMatch(USE);
    expect(`<Text>Pink lemonade</Text>`).not.toMatch(USE);
  });

  it('are used by no source, test or journey of the site', () => {
    const uses = siteSourceFiles({ tests: true, journeys: true })
      .filter((file) => !file.endsWith('palettes.test.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => USE.test(line))
          .map((line) => `${relative(REPO_ROOT, file)}: ${line.trim()}`),
      );
    expect(uses).toEqual([]);
  });
});
