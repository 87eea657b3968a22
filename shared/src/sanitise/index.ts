// Server HTML made safe to show (a store's notice, a payment processor's message). Not a shared
// module: each app bundles it as far as it uses it, and DOMPurify (11 KB gzip) loads only when a
// text is markup, never with a page's first paint.
export { loadedSanitiser, loadSanitiser, type Sanitise } from './sanitiser';
export { textOf, useSanitisedHtml } from './use-sanitised-html';
