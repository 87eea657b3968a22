import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';

/**
 * A CommonJS module's exports as a build loader leaves its source: tests hold the browser builds'
 * rewrites of a library (tools/build-preset/*-loader.cjs) against the file as published.
 */
export function rewrittenModuleExports(file: string, rewrite: (source: string) => string): unknown {
  const rewritten = new Module(file) as Module & { _compile(code: string, filename: string): void };
  rewritten.filename = file;
  rewritten.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    dirname(file),
  );
  rewritten._compile(rewrite(readFileSync(file, 'utf8')), file);
  return rewritten.exports;
}
