import { EXPOSE_GROUP, hostPreloads, remotePreloads } from './preloads.mjs';

/** A chunk graph as rspack's compilation shows it, with only what preloads.mjs reads. */
type Module = { identifier(): string; blocks?: unknown[] };
type Chunk = { files: Set<string>; modules: Module[] };
type Group = { name?: string; chunks: Chunk[] };

const chunk = (files: string[], modules: Module[] = []): Chunk => ({ files: new Set(files), modules });
const plain = (path: string): Module => ({ identifier: () => `javascript/auto|${path}` });
const block = (group: Group) => ({ group });
const consume = (name: string, fallback?: Group): Module => ({
  identifier: () => `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /x/${name}.js)`,
  blocks: fallback ? [block(fallback)] : [],
});
const provide = (name: string, loaded: Group): Module => ({
  identifier: () => `provide shared module (default) ${name}@1.0.0 = /x/${name}.js`,
  blocks: [block(loaded)],
});

function compilationOf(named: Record<string, Group>) {
  return {
    namedChunkGroups: new Map(Object.entries(named)),
    chunkGraph: {
      getChunkModules: (of: { files: Iterable<string> }) => (of as Chunk).modules,
      getBlockChunkGroup: (of: unknown) => (of as { group: Group }).group,
    },
  };
}

const sharing = { libraries: ['react-redux'], lateEntries: ['@owa/shared/design-kit/dialogs'] };

describe("the scripts an app's start and routes load, from its chunk graph (issue 18)", () => {
  it("lists a remote's start whole (the manifest's list misses its split chunks), its routes, and the copy of each library its share scope loads", () => {
    const providedRedux = { chunks: [chunk(['redux.js']), chunk(['7132.js'])] };
    const fallbackRedux = { chunks: [chunk(['redux.js']), chunk(['4751.js'])] };
    const compilation = compilationOf({
      [EXPOSE_GROUP]: {
        chunks: [
          chunk(['8048.js'], [plain('valibot')]),
          chunk([], [consume('react'), consume('react-redux', fallbackRedux)]),
          chunk(['expose.js'], [plain('entry.ts')]),
        ],
      },
      mfe_cart: { chunks: [chunk(['remoteEntry.js'], [provide('react-redux', providedRedux)])] },
      'route-checkout': {
        chunks: [
          chunk(['form.js']),
          chunk(['route-checkout.js', 'route-checkout.css'], [consume('@owa/shared/design-kit/dialogs')]),
        ],
      },
      'cart-dialog': { chunks: [chunk(['cart-dialog.js'])] },
    });
    expect(remotePreloads(compilation, sharing)).toEqual({
      start: { scripts: ['8048.js', 'expose.js'], libraries: ['react-redux'], lateEntries: [] },
      routes: {
        checkout: {
          scripts: ['form.js', 'route-checkout.js'],
          libraries: [],
          lateEntries: ['@owa/shared/design-kit/dialogs'],
        },
      },
      libraries: { 'react-redux': ['redux.js', '7132.js'] },
    });
  });

  it("lists the host's start groups and the scripts of each late entry it provides", () => {
    const dialogs = { chunks: [chunk(['246.js']), chunk(['148.js'])] };
    const compilation = compilationOf({
      main: { chunks: [chunk(['main.js'], [provide('@owa/shared/design-kit/dialogs', dialogs)])] },
      'full-header': { chunks: [chunk(['full-header.js'])] },
    });
    expect(
      hostPreloads(compilation, {
        startGroups: ['full-header'],
        lateEntries: ['@owa/shared/design-kit/dialogs'],
      }),
    ).toEqual({
      start: { scripts: ['full-header.js'], libraries: [], lateEntries: [] },
      lateEntries: { '@owa/shared/design-kit/dialogs': ['246.js', '148.js'] },
    });
  });

  it('fails the build when what it reads is gone: the exposed group, a start group, a late entry', () => {
    expect(() => remotePreloads(compilationOf({}), sharing)).toThrow(EXPOSE_GROUP);
    const host = compilationOf({ main: { chunks: [chunk(['main.js'])] } });
    expect(() => hostPreloads(host, { startGroups: ['full-header'], lateEntries: [] })).toThrow(
      'full-header',
    );
    expect(() => hostPreloads(host, { startGroups: [], lateEntries: ['@owa/shared/rx-time'] })).toThrow(
      '@owa/shared/rx-time',
    );
  });
});
