import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as reactIntl from 'react-intl';
import ts from 'typescript';
import { REPO_ROOT, siteSourceFiles } from '../testing/source-files';

// The browser builds alias 'react-intl' to the subset, where a missing named export is only a
// bundler warning and `undefined` at run time. Jest uses the real react-intl, so the apps' tests
// cannot catch it: this scan of the bundled sources does. Test files are left out (real react-intl).
/** The runtime names a file takes from 'react-intl' ('*' or 'default' for whole-module imports). */
function reactIntlImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if (!isImport && !ts.isExportDeclaration(node)) continue;
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== 'react-intl') continue;
    if (isImport) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        }
      }
    } else {
      if (node.isTypeOnly) continue;
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else {
        for (const el of clause.elements) {
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        }
      }
    }
  }
  return names;
}

describe('the react-intl subset', () => {
  it('reads named, renamed, namespace and re-exported imports, not type-only ones', () => {
    const text = [
      "import type { IntlShape } from 'react-intl';",
      "import { type MessageDescriptor, useIntl, FormattedDate as Date } from 'react-intl';",
      "import * as intl from 'react-intl';",
      "export { defineMessages } from 'react-intl';",
      "import { useIntl as other } from 'other-lib';",
    ].join('\n');
    expect(reactIntlImports('x.ts', text)).toEqual(['useIntl', 'FormattedDate', '*', 'defineMessages']);
  });

  // Read, not imported: the subset points at react-intl's ES build, which jest cannot load.
  const subsetFile = join(__dirname, 'react-intl-subset.ts');
  const subsetNames = new Set(
    ts
      .createSourceFile(subsetFile, readFileSync(subsetFile, 'utf8'), ts.ScriptTarget.Latest, false)
      .statements.filter(ts.isExportDeclaration)
      .flatMap((node) =>
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((el) => el.name.text)
          : [],
      ),
  );

  it('re-exports only names react-intl has', () => {
    expect(subsetNames.size).toBeGreaterThan(0);
    const real = reactIntl as Record<string, unknown>;
    expect([...subsetNames].filter((name) => real[name] === undefined)).toEqual([]);
  });

  it('exports every name the bundled sources import from react-intl', () => {
    const missing = siteSourceFiles().flatMap((file) =>
      reactIntlImports(file, readFileSync(file, 'utf8'))
        .filter((name) => name === '*' || name === 'default' || !subsetNames.has(name))
        .map((name) => `${relative(REPO_ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
