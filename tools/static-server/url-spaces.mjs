// The URL spaces a remote's server answers besides its root (imports nothing: unit-tested alone).

/**
 * `/_retry3/remoteEntry.js` is served as `/remoteEntry.js`, `/b/{buildId}/_retry3/remoteEntry.js`
 * as `/b/{buildId}/remoteEntry.js`. A page that failed to load a remote retries it under a fresh URL
 * space: a browser answers a repeated request for a script that failed in the same document with
 * the old failure, and a remote's own chunk loader cannot add a query.
 */
export const RETRY_PREFIX = /^(\/b\/[^/?]+)?\/_retry\d{1,6}(?=\/)/;

/** @param {string} url */
export const withoutRetrySpace = (url) => url.replace(RETRY_PREFIX, '$1');

/** Where each versioned build of a remote is served: `/b/{buildId}/remoteEntry.js` (publish.mjs). */
export const BUILDS_PREFIX = '/b/';
