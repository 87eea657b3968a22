// What an app's start and each of its named routes load, read from the build's own chunk graph and
// written beside its entry as `preloads.json`, so the host's server can hint those scripts in the
// page's first response (host/server/later-preloads.mjs). Without the hints the browser learns of
// them in waves, each once the scripts before it have run: on the checkout, three waves of 17
// scripts after the first hop (docs/performance.md, fifty-seventh and fifty-eighth sessions).

/** The file a build writes its preloads to. */
export const PRELOADS_FILE = 'preloads.json';

/** The chunk group of a remote's exposed module (the federation plugin names it). */
export const EXPOSE_GROUP = '__federation_expose_entry';

/** A route's code: every lazy import named `route-<route name>` (one name, one chunk group). */
const ROUTE_GROUP = /^route-(.+)$/;

/** A module of the federation's share scope: `consume shared module (default) react@^19 …`. */
const SHARED_MODULE = /^(?:consume|provide) shared module \([^)]*\) (.+?)@/;

/**
 * @typedef {{ files: Iterable<string> }} Chunk
 * @typedef {{ name?: string | null, chunks: Chunk[] }} ChunkGroup
 * @typedef {{ identifier(): string, blocks?: unknown[] }} Module
 * @typedef {{
 *   namedChunkGroups: { get(name: string): ChunkGroup | undefined, keys(): Iterable<string> },
 *   chunkGraph: { getChunkModules(chunk: Chunk): Module[], getBlockChunkGroup(block: unknown): ChunkGroup | null | undefined },
 * }} Compilation
 * @typedef {{ libraries: readonly string[], lateEntries: readonly string[] }} Sharing
 * @typedef {{ scripts: string[], libraries: string[], lateEntries: string[] }} GroupPreloads
 * @typedef {{ start: GroupPreloads, routes: Record<string, GroupPreloads>, libraries: Record<string, string[]> }} RemotePreloads
 * @typedef {{ start: GroupPreloads, lateEntries: Record<string, string[]> }} HostPreloads
 */

/**
 * The scripts of a chunk group's chunks, in its order.
 * @param {ChunkGroup} group
 */
export function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * The share scope's modules in a chunk group's chunks, each with the name it is shared under.
 * @param {Compilation} compilation
 * @param {ChunkGroup} group
 */
function* sharedModulesOf(compilation, group) {
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const name = SHARED_MODULE.exec(module.identifier())?.[1];
      if (name) yield { name, module };
    }
  }
}

/**
 * What one chunk group loads: its scripts, and the shared modules it consumes that some app other
 * than the host's first bundle provides (the remotes' own libraries, the host's late entries).
 * @param {Compilation} compilation
 * @param {ChunkGroup} group
 * @param {Sharing} sharing
 * @returns {GroupPreloads}
 */
function preloadsOfGroup(compilation, group, sharing) {
  const libraries = new Set();
  const lateEntries = new Set();
  for (const { name } of sharedModulesOf(compilation, group)) {
    if (sharing.libraries.includes(name)) libraries.add(name);
    if (sharing.lateEntries.includes(name)) lateEntries.add(name);
  }
  return { scripts: scriptsOf(group), libraries: [...libraries], lateEntries: [...lateEntries] };
}

/**
 * The scripts of each shared module the app provides, of those named: what the share scope's
 * factory loads for it (its provide module's one async block), which may differ from the copy a
 * consumer would fall back to.
 * @param {Compilation} compilation
 * @param {readonly string[]} names
 */
function providedScripts(compilation, names) {
  /** @type {Record<string, string[]>} */
  const provided = {};
  for (const group of allGroups(compilation)) {
    for (const { name, module } of sharedModulesOf(compilation, group)) {
      if (!names.includes(name) || !module.identifier().startsWith('provide')) continue;
      const block = module.blocks?.[0];
      const loaded = block === undefined ? null : compilation.chunkGraph.getBlockChunkGroup(block);
      if (loaded) provided[name] ??= scriptsOf(loaded);
    }
  }
  return provided;
}

/**
 * A remote's preloads: its exposed module's start (its chunks, which the federation's manifest
 * lists only in part, and the libraries it consumes), each route it names, and the scripts of the
 * libraries it provides.
 * @param {Compilation} compilation
 * @param {Sharing} sharing
 * @returns {RemotePreloads}
 */
export function remotePreloads(compilation, sharing) {
  const expose = compilation.namedChunkGroups.get(EXPOSE_GROUP);
  if (!expose) throw new Error(`no chunk group named ${EXPOSE_GROUP}: the federation plugin names it`);
  /** @type {Record<string, GroupPreloads>} */
  const routes = {};
  for (const name of [...compilation.namedChunkGroups.keys()].sort()) {
    const route = ROUTE_GROUP.exec(name)?.[1];
    const group = route && compilation.namedChunkGroups.get(name);
    if (group) routes[route] = preloadsOfGroup(compilation, group, sharing);
  }
  return {
    start: preloadsOfGroup(compilation, expose, sharing),
    routes,
    libraries: providedScripts(compilation, sharing.libraries),
  };
}

/**
 * The host's preloads: what its start loads after its first bundle (the named chunk groups given)
 * and the scripts of each late entry it alone provides, for the remotes' routes that use one.
 * @param {Compilation} compilation
 * @param {{ startGroups: readonly string[], lateEntries: readonly string[] }} options
 * @returns {HostPreloads}
 */
export function hostPreloads(compilation, { startGroups, lateEntries }) {
  const scripts = startGroups.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`the host names no chunk group "${name}"`);
    return scriptsOf(group);
  });
  const entries = providedScripts(compilation, lateEntries);
  const missing = lateEntries.filter((name) => !entries[name]);
  if (missing.length > 0) throw new Error(`the host provides no late entry ${missing.join(', ')}`);
  return { start: { scripts, libraries: [], lateEntries: [] }, lateEntries: entries };
}

/** @param {Compilation} compilation */
function* allGroups(compilation) {
  for (const name of compilation.namedChunkGroups.keys()) {
    const group = compilation.namedChunkGroups.get(name);
    if (group) yield group;
  }
}
