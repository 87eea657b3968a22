import { dirname, join, resolve } from 'node:path';
import { createSystem, type SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { rewrittenModuleExports } from '../../../tools/jest/rewritten-module';

// The browser builds let the shell build Chakra's token dictionary a task ahead of the system
// (tools/build-preset/tokens-ahead-loader.cjs); jest runs Chakra as published. This runs the
// rewritten file and holds it against the published one.
const ROOT = resolve(__dirname, '../../..');
const tokensAhead = require(join(ROOT, 'tools/build-preset/tokens-ahead-loader.cjs')) as (
  source: string,
) => string;
const chakraCjs = dirname(require.resolve('@chakra-ui/react'));

type CreateSystemAhead = typeof createSystem & { buildTokensAhead(config: SystemConfig): unknown };

/** Chakra's styled-system/system module as the loader leaves it (the CommonJS build has the same lines). */
function rewrittenCreateSystem(): CreateSystemAhead {
  const file = join(chakraCjs, 'styled-system/system.cjs');
  return (rewrittenModuleExports(file, tokensAhead) as { createSystem: CreateSystemAhead }).createSystem;
}

const tokenVariables = (system: ReturnType<typeof createSystem>) =>
  Object.fromEntries([...system.tokens.flatMap.entries()]);

describe("the build's token dictionary built ahead", () => {
  it('gives the system the dictionary built ahead, once, with the tokens it would have built', () => {
    const create = rewrittenCreateSystem();
    const config = defaultBaseConfig;
    const ahead = create.buildTokensAhead(config);
    const system = create(config);
    expect(system.tokens).toBe(ahead);
    expect(tokenVariables(system)).toEqual(tokenVariables(createSystem(config)));
    expect(system.getTokenCss()).toEqual(createSystem(config).getTokenCss());
    // Taken once: the next system of the same config builds its own.
    expect(create(config).tokens).not.toBe(ahead);
  });

  it('builds as before for a config nothing was built ahead for', () => {
    const create = rewrittenCreateSystem();
    const ahead = create.buildTokensAhead(defaultBaseConfig);
    const other = { ...defaultBaseConfig };
    const system = create(other);
    expect(system.tokens).not.toBe(ahead);
    expect(tokenVariables(system)).toEqual(tokenVariables(createSystem(other)));
  });

  it('refuses a file whose token dictionary moved', () => {
    expect(() => tokensAhead('export function createSystem() {}')).toThrow(/Chakra changed its build/);
  });
});
