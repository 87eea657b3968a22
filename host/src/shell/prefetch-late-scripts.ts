/** Where the build names the scripts to prefetch (tools/build-preset: the design kit's dialogs and overlays). */
const NAMES = 'meta[name="owa-prefetch"]';

/**
 * Prefetches, at the browser's lowest priority, the scripts the page names in
 * `<meta name="owa-prefetch">`: the design kit's dialogs and overlays entries (Chakra's dialogs, menus
 * and their Ark machines), which the page imports once it is interactive. Called once the page has
 * shown and been quiet for a second (bootstrap.tsx), so the download comes while the diner reads the
 * menu rather than on their first tap on Login or the cart, and not beside what the page still
 * paints. Nothing runs: the browser keeps the files until the page imports them. Not when
 * the diner asked to save data, and not for a script the page has already loaded.
 */
export function prefetchLateScripts(
  doc: Document = document,
  saveData = prefersSavingData(),
  fetched: readonly string[] = fetchedUrls(),
): void {
  if (saveData) return;
  const content = doc.querySelector(NAMES)?.getAttribute('content') ?? '';
  // The chunk loader removes a script's tag once it has run, so the page's requests tell too.
  const loaded = new Set([...[...doc.scripts].map((script) => script.src), ...fetched]);
  for (const file of content.split(/\s+/).filter(Boolean)) {
    const href = new URL(file, doc.baseURI).href;
    if (loaded.has(href) || doc.querySelector(`link[rel="prefetch"][href="${file}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = file;
    doc.head.append(link);
  }
}

/** What the page has requested so far (Resource Timing). */
function fetchedUrls(): string[] {
  return typeof performance === 'undefined' || !performance.getEntriesByType
    ? []
    : performance.getEntriesByType('resource').map((entry) => entry.name);
}

/** The Save-Data preference (Network Information API, Chromium only: elsewhere unknown, so no). */
function prefersSavingData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return (
    typeof connection === 'object' && connection !== null && Reflect.get(connection, 'saveData') === true
  );
}
