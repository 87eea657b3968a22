/** DOMPurify's sanitise, loaded once for the page (it stays off every first chunk). */
export type Sanitise = (html: string) => string;

let loaded: Sanitise | null = null;
let loading: Promise<Sanitise> | null = null;

/** Starts (or joins) the sanitiser's one load; the store page waits for it when its notice has HTML. */
export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    loaded = (html) => purify.sanitize(html, { USE_PROFILES: { html: true } });
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The sanitiser if it has loaded, else null. */
export function loadedSanitiser(): Sanitise | null {
  return loaded;
}
