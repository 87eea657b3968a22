#!/usr/bin/env node
// `owa-entry-types`: run by each remote's build after rspack. Publishes the declarations of the
// remote's exposed entry (src/entry.ts and the modules its types name) in dist/@mf-types/, beside
// its remoteEntry.js, where the host's type check reads them (host/remote-types/).
//
// Module Federation's own type generation (`dts`) does the same with a full type check, which made
// each remote's build 25–36 s instead of 4 s (STACK-NOTES); the remote's sources are type-checked by
// `pnpm run typecheck` anyway, so this emits with `noCheck` (~5 s).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? '.');
const outDir = path.resolve(root, process.env.OWA_OUT_DIR ?? 'dist', '@mf-types');
const entry = path.join(root, 'src', 'entry.ts');

const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
if (configFile.error) throw new Error(ts.flattenDiagnosticMessageText(configFile.error.messageText, '\n'));
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);

const program = ts.createProgram({
  // The entry and the ambient declarations it relies on (the build's injected constants).
  rootNames: [entry, ...parsed.fileNames.filter((file) => file.endsWith('.d.ts'))],
  options: {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    noCheck: true,
    rootDir: path.join(root, 'src'),
    outDir,
    // Tests are no part of what a remote publishes.
    types: [],
  },
});

rmSync(outDir, { recursive: true, force: true });
const result = program.emit(undefined, undefined, undefined, true);
// Only the entry's own declarations are the contract; a module whose declaration cannot name one of
// its types (Redux Toolkit's slices: TS4023) matters only if the entry's types reach it, and then
// the host's check of these files fails on it.
const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].filter(
  (diagnostic) =>
    diagnostic.category === ts.DiagnosticCategory.Error &&
    (diagnostic.file === undefined || path.resolve(diagnostic.file.fileName) === entry),
);
if (problems.length > 0) {
  /** @type {ts.FormatDiagnosticsHost} */
  const host = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnostics(problems, host));
  process.exit(1);
}
if (!existsSync(path.join(outDir, 'entry.d.ts'))) {
  console.error(`owa-entry-types: no entry.d.ts in ${outDir}`);
  process.exit(1);
}
console.log(`published the entry's types in ${path.relative(process.cwd(), outDir) || outDir}`);
