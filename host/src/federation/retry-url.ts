// Chrome answers a repeated request for a script that failed in the same document with the old
// failure, so a remote's entry is asked for again under a fresh URL space (`…/_retry2/remoteEntry.js`)
// which the remotes' static server maps back to its root (tools/static-server); the remote's chunk
// loader builds its URLs from its entry's, so every file of the retried remote follows. One counter
// serves the runtime's automatic retries and the diner's Try again, so no space is used twice.
// (Imports nothing: the failure plugin that uses it runs before any shared module can load.)
let spacesUsed = 0;

/** `https://cdn/menu/remoteEntry.js` → `https://cdn/menu/_retry2/remoteEntry.js` */
export function retryUrl(entryUrl: string, attempt: number): string {
  const url = new URL(entryUrl);
  const slash = url.pathname.lastIndexOf('/');
  url.pathname = `${url.pathname.slice(0, slash)}/_retry${attempt}${url.pathname.slice(slash)}`;
  return url.href;
}

/** The entry under a URL space no earlier attempt of this page has used. */
export function freshRetryUrl(entryUrl: string): string {
  spacesUsed += 1;
  return retryUrl(entryUrl, spacesUsed);
}
