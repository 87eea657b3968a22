import { dirname, join, resolve } from 'node:path';
import { createSystem, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { breakpoints, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { rewrittenModuleExports } from '../../../tools/jest/rewritten-module';

// The browser builds let the shell build Chakra's token dictionary a task ahead of the system
// (tools/build-preset/tokens-ahead-loader.cjs); jest runs Chakra as published. This runs the
// rewritten file and holds it against the published one.
const ROOT = resolve(__dirname, '../../..');
const tokensAhead = require(join(ROOT, 'tools/build-preset/tokens-ahead-loader.cjs')) as (
  source: string,
) => string;
const tokenSteps = require(join(ROOT, 'tools/build-preset/token-steps-loader.cjs')) as (
  source: string,
) => string;
const chakraCjs = dirname(require.resolve('@chakra-ui/react'));

type CreateSystemAhead = typeof createSystem & {
  buildTokensInSteps(...configs: SystemConfig[]): Iterator<unknown>;
};

/** The dictionary `buildTokensInSteps` keeps for the config, its steps run to the end. */
function buildTokensAhead(create: CreateSystemAhead, ...configs: SystemConfig[]): unknown {
  const steps = create.buildTokensInSteps(...configs);
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

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
    const ahead = buildTokensAhead(create, config);
    const system = create(config);
    expect(system.tokens).toBe(ahead);
    expect(tokenVariables(system)).toEqual(tokenVariables(createSystem(config)));
    expect(system.getTokenCss()).toEqual(createSystem(config).getTokenCss());
    // Taken once: the next system of the same config builds its own.
    expect(create(config).tokens).not.toBe(ahead);
  });

  it('merges the configs once for both: the system takes the merged config built ahead', () => {
    const create = rewrittenCreateSystem();
    const brand: SystemConfig = { theme: { tokens, semanticTokens, breakpoints } };
    const ahead = buildTokensAhead(create, defaultBaseConfig, brand);
    const system = create(defaultBaseConfig, brand);
    expect(system.tokens).toBe(ahead);
    const atOnce = createSystem(defaultBaseConfig, brand);
    expect(tokenVariables(system)).toEqual(tokenVariables(atOnce));
    expect(system.getTokenCss()).toEqual(atOnce.getTokenCss());
    expect(system.getGlobalCss()).toEqual(atOnce.getGlobalCss());
    expect(system.utility.keys()).toEqual(atOnce.utility.keys());
  });

  it('builds its own when the configs differ from those built ahead, even by one of them', () => {
    const create = rewrittenCreateSystem();
    const brand: SystemConfig = { theme: { tokens } };
    const ahead = buildTokensAhead(create, defaultBaseConfig, brand);
    expect(create({ ...defaultBaseConfig }, brand).tokens).not.toBe(ahead);
    expect(create(brand).tokens).not.toBe(ahead);
    expect(create(defaultBaseConfig, brand).tokens).toBe(ahead);
  });

  it('builds as before for a config nothing was built ahead for', () => {
    const create = rewrittenCreateSystem();
    const ahead = buildTokensAhead(create, defaultBaseConfig);
    const other = { ...defaultBaseConfig };
    const system = create(other);
    expect(system.tokens).not.toBe(ahead);
    expect(tokenVariables(system)).toEqual(tokenVariables(createSystem(other)));
  });

  it('builds it in steps as one piece when the dictionary has no steps (Chakra as published)', () => {
    const create = rewrittenCreateSystem();
    const steps = create.buildTokensInSteps(defaultBaseConfig);
    const first = steps.next();
    expect(first.done).toBe(true);
    expect(create(defaultBaseConfig).tokens).toBe(first.value);
  });

  it('refuses a file whose token dictionary moved', () => {
    expect(() => tokensAhead('export function createSystem() {}')).toThrow(/Chakra changed its build/);
  });
});

const VIEWS = ['cssVarMap', 'categoryMap', 'colorPaletteMap'] as const;

interface Dictionary {
  readonly flatMap: Map<string, string>;
  readonly cssVarMap: Map<string, Map<string, unknown>>;
  readonly categoryMap: Map<string, Map<string, unknown>>;
  readonly colorPaletteMap: Map<string, Map<string, unknown>>;
  getCategoryValues(category: string): unknown;
}

/** A map of maps as arrays of entries, in their order. */
const nested = (view: Map<string, Map<string, unknown>>) =>
  [...view].map(([key, inner]) => [key, [...inner]]);
type CreateDictionary = (options: Record<string, unknown>) => Dictionary;

/** Chakra's token dictionary module as token-steps-loader.cjs leaves it. */
function rewrittenCreateTokenDictionary(): CreateDictionary {
  const file = join(chakraCjs, 'styled-system/token-dictionary.cjs');
  return (rewrittenModuleExports(file, tokenSteps) as { createTokenDictionary: CreateDictionary })
    .createTokenDictionary;
}

function publishedCreateTokenDictionary(): CreateDictionary {
  const file = join(chakraCjs, 'styled-system/token-dictionary.cjs');
  return (require(file) as { createTokenDictionary: CreateDictionary }).createTokenDictionary;
}

describe("the build's token dictionary in steps", () => {
  const theme =
    mergeConfigs(defaultBaseConfig, { theme: { tokens, semanticTokens, breakpoints } }).theme ?? {};
  const options = () => ({ ...theme, prefix: 'chakra' });

  it('hands its build over in steps (each pass, the registration in two, the views in four), whole after the last, as built at once', () => {
    const owaSteps: Array<() => void> = [];
    const dictionary = rewrittenCreateTokenDictionary()({ ...options(), owaSteps });
    expect(owaSteps).toHaveLength(13);
    expect(dictionary.flatMap.size).toBe(0);
    for (const step of owaSteps) step();
    const atOnce = publishedCreateTokenDictionary()(options());
    expect(dictionary.flatMap.size).toBeGreaterThan(400);
    expect([...dictionary.flatMap]).toEqual([...atOnce.flatMap]);
    expect([...dictionary.cssVarMap.keys()]).toEqual([...atOnce.cssVarMap.keys()]);
    for (const view of VIEWS) expect(nested(dictionary[view])).toEqual(nested(atOnce[view]));
    expect(dictionary.getCategoryValues('colors')).toEqual(atOnce.getCategoryValues('colors'));
  });

  it('builds at once without a place for its steps', () => {
    const dictionary = rewrittenCreateTokenDictionary()(options());
    expect([...dictionary.flatMap]).toEqual([...publishedCreateTokenDictionary()(options()).flatMap]);
  });

  it('refuses a file whose build moved', () => {
    expect(() => tokenSteps('function createTokenDictionary() {}')).toThrow(/Chakra changed its build/);
  });
});
