// The scripts a page loads after its first hop, hinted in its first response: each app's build
// writes what its start and its named routes load (`preloads.json`, tools/build-preset/preloads.mjs),
// and the browser, told at once, fetches them beside the first hop instead of in waves, each wave
// learnt only once the scripts before it had run (docs/performance.md, the checkout's three waves).

/**
 * @typedef {{ scripts: string[], libraries: string[], lateEntries: string[] }} GroupPreloads
 * @typedef {{ start: GroupPreloads, routes: Record<string, GroupPreloads>, libraries: Record<string, string[]> }} RemotePreloads
 * @typedef {{ start: GroupPreloads, lateEntries: Record<string, string[]> }} HostPreloads
 */

const NO_GROUP = { scripts: [], libraries: [], lateEntries: [] };

/** @param {unknown} value */
const strings = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item !== '') : [];

/** @param {unknown} value */
const record = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];

/** @param {unknown} value @returns {GroupPreloads} */
function parseGroup(value) {
  const fields = Object.fromEntries(record(value));
  return {
    scripts: strings(fields.scripts),
    libraries: strings(fields.libraries),
    lateEntries: strings(fields.lateEntries),
  };
}

/** @param {unknown} value @returns {Record<string, string[]>} */
const parseFiles = (value) =>
  Object.fromEntries(record(value).map(([name, files]) => [name, strings(files)]));

/**
 * A remote's `preloads.json`, as far as it is well formed: what is not is left out (a hint less,
 * never a broken page).
 * @param {unknown} json
 * @returns {RemotePreloads}
 */
export function parseRemotePreloads(json) {
  const fields = Object.fromEntries(record(json));
  return {
    start: parseGroup(fields.start),
    routes: Object.fromEntries(record(fields.routes).map(([name, group]) => [name, parseGroup(group)])),
    libraries: parseFiles(fields.libraries),
  };
}

/**
 * The host's own `preloads.json`.
 * @param {unknown} json
 * @returns {HostPreloads}
 */
export function parseHostPreloads(json) {
  const fields = Object.fromEntries(record(json));
  return { start: parseGroup(fields.start), lateEntries: parseFiles(fields.lateEntries) };
}

/**
 * The page's later scripts, as absolute or site paths, in the order the page loads them: the
 * host's start, each remote's start, the libraries they use, the route's own code, then the
 * host's late entries it uses. A library several remotes provide comes from the first of them that
 * the page shows (the route's owner first): the share scope takes the copy loaded first.
 *
 * Only for a route whose code a remote names (the checkout): on a slow link the hinted scripts
 * share the bandwidth with the first hop's, so the shell starts later. Where the route's own code
 * comes in a wave of its own, that costs less than the waves it saves; on the store page it
 * brought no Lighthouse gain and its first item came ~0.3 s later on the phone profile
 * (docs/performance.md, fifty-eighth session), so the other pages keep the browser's own order.
 * @param {{
 *   route: string | undefined,
 *   remotes: { base: string, preloads: RemotePreloads | null }[],
 *   host: { base: string, preloads: HostPreloads | null },
 *   hinted: Iterable<string>,
 * }} page `remotes` in the order the page shows them; `hinted`: what its first hop already hints
 * @returns {string[]}
 */
export function laterScripts({ route, remotes, host, hinted }) {
  const known = remotes.flatMap(({ base, preloads }) => (preloads ? [{ base, preloads }] : []));
  if (!route || !known.some(({ preloads }) => preloads.routes[route])) return [];
  const groups = known.flatMap(({ preloads }) => [preloads.start, preloads.routes[route] ?? NO_GROUP]);
  const libraries = new Set(groups.flatMap((group) => group.libraries));
  const lateEntries = new Set(groups.flatMap((group) => group.lateEntries));
  const at = (/** @type {string} */ base) => (/** @type {string} */ file) => new URL(file, base).href;
  const hostAt = (/** @type {string} */ file) => `${host.base}${file}`;
  const scripts = [
    ...(host.preloads?.start.scripts ?? []).map(hostAt),
    ...known.flatMap(({ base, preloads }) => preloads.start.scripts.map(at(base))),
    ...[...libraries].flatMap((name) => {
      const provider = known.find(({ preloads }) => preloads.libraries[name]);
      return (provider?.preloads.libraries[name] ?? []).map(at(provider?.base ?? ''));
    }),
    ...known.flatMap(({ base, preloads }) => (preloads.routes[route]?.scripts ?? []).map(at(base))),
    ...[...lateEntries].flatMap((name) => (host.preloads?.lateEntries[name] ?? []).map(hostAt)),
  ];
  const already = new Set(hinted);
  return [...new Set(scripts)].filter((script) => !already.has(script));
}
