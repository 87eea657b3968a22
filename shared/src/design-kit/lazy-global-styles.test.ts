import { dirname, join, resolve } from 'node:path';
import { createSystem } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { rewrittenModuleExports } from '../../../tools/jest/rewritten-module';

// The browser builds make Chakra's createSystem compute the global style sheet only when asked for
// (tools/build-preset/lazy-global-styles-loader.cjs); jest runs Chakra as published. This runs the
// rewritten file and holds it against the published one.
const ROOT = resolve(__dirname, '../../..');
const lazyGlobalStyles = require(join(ROOT, 'tools/build-preset/lazy-global-styles-loader.cjs')) as (
  source: string,
) => string;
const chakraCjs = dirname(require.resolve('@chakra-ui/react'));

/** Chakra's styled-system/system module as the loader leaves it (the CommonJS build has the same lines). */
function rewrittenCreateSystem(): typeof createSystem {
  const file = join(chakraCjs, 'styled-system/system.cjs');
  return (rewrittenModuleExports(file, lazyGlobalStyles) as { createSystem: typeof createSystem })
    .createSystem;
}

describe("the build's lazy global styles", () => {
  it('computes the same global styles, only when they are read', () => {
    const lazy = rewrittenCreateSystem()(defaultBaseConfig);
    expect(typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBe('function');
    expect(lazy._global).toEqual(createSystem(defaultBaseConfig)._global);
    expect(lazy._global).toBe(lazy._global);
  });

  it('refuses a file that no longer has the eager line', () => {
    expect(() => lazyGlobalStyles('export function createSystem() {}')).toThrow(/Chakra changed its build/);
  });
});
