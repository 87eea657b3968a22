import { REMOTE_NAMES, type RemoteList, type RemoteName } from '../federation/remote-list';

const NAMES = REMOTE_NAMES.join('|');
/** The shell's own reports name the remote first: `ChunkLoadError: mfe-menu: …`, `Remote mfe-menu …`, `[mfe-menu] …` (area boundary). */
const NAMED_FIRST = new RegExp(`^(?:ChunkLoadError: |CSS_CHUNK_LOAD_FAILED: |Remote |\\[)(${NAMES})\\b`);
/** single-spa's own wording for a lifecycle that threw: `application 'mfe-menu' died in status MOUNTING: …`. */
const SINGLE_SPA = new RegExp(`(?:application|parcel) '(${NAMES})(?::[\\w-]+)?' died`);

/**
 * Which remote raised a failure: named in the report, or else the remote whose URL space the
 * failing code was loaded from (its stack, or the failing script's address).
 */
export function remoteOfReport(error: string, source: string, list: RemoteList): RemoteName | null {
  const named = (NAMED_FIRST.exec(error) ?? SINGLE_SPA.exec(error))?.[1];
  const byName = REMOTE_NAMES.find((remote) => remote === named);
  if (byName) return byName;
  for (const remote of list.remotes) if (source.includes(new URL('.', remote.entry).href)) return remote.name;
  return null;
}

/**
 * The report as sent: prefixed `[mfe-menu@<build>] ` (or `[mfe-menu] ` for a remote's root build)
 * when a remote's build raised it. The host's server counts it against that build, and rolls back
 * a canary whose pages fail more often than the stable build's (host/server/release/canary-watch.mjs).
 */
export function attributeReport(error: string, source: string, list: RemoteList): string {
  const remote = remoteOfReport(error, source, list);
  if (!remote) return error;
  const build = list.remotes.find((candidate) => candidate.name === remote)?.build;
  return `[${remote}${build ? `@${build}` : ''}] ${error}`;
}
