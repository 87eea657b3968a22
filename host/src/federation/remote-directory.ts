import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bus } from '@owa/shared';
import { checkContract } from './contract-check';
import { isFallbackEntry, isRemoteEntryModule, type RemoteEntryModule } from './fallback-entry';
import type { RemoteList, RemoteName } from './remote-list';

export type EntryOutcome =
  | { readonly kind: 'ready'; readonly entry: RemoteEntryModule }
  | { readonly kind: 'failed'; readonly reason: 'unreachable' | 'invalid' | 'incompatible-contract' };

/** Loads each remote's public entry once per page view, checks its contract, and can start over on retry. */
export class RemoteDirectory {
  private readonly outcomes = new Map<RemoteName, Promise<EntryOutcome>>();
  /** Build ids of the remotes this page runs, for diagnostics and tests. */
  readonly builds: Partial<Record<RemoteName, string>> = {};
  private retries = 0;

  constructor(private readonly list: RemoteList) {}

  registerAll(): void {
    registerRemotes(
      this.list.remotes.map((remote) => ({ name: remote.federationName, entry: remote.entry })),
    );
  }

  load(name: RemoteName): Promise<EntryOutcome> {
    let outcome = this.outcomes.get(name);
    if (!outcome) {
      outcome = this.loadOnce(name);
      this.outcomes.set(name, outcome);
    }
    return outcome;
  }

  /**
   * Forgets a failed remote so the next load fetches it again, under a fresh URL space
   * (`…/_retry1/mf-manifest.json`): the browser would answer the old URLs of this document with
   * their old failures, and the remote's own chunk loader derives its URLs from the manifest's.
   * The remotes' static server maps `/_retryN/` back to its root (tools/static-server).
   */
  retry(name: RemoteName): void {
    const remote = this.list.remotes.find((candidate) => candidate.name === name);
    this.outcomes.delete(name);
    if (!remote) return;
    this.retries += 1;
    registerRemotes([{ name: remote.federationName, entry: retryUrl(remote.entry, this.retries) }], {
      force: true,
    });
  }

  private async loadOnce(name: RemoteName): Promise<EntryOutcome> {
    const remote = this.list.remotes.find((candidate) => candidate.name === name);
    if (!remote) return { kind: 'failed', reason: 'unreachable' };
    let loaded: unknown;
    try {
      loaded = await loadRemote(`${remote.federationName}/entry`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      bus.emit('shell:error-report', { error: `ChunkLoadError: ${name}: ${message}` });
      return { kind: 'failed', reason: 'unreachable' };
    }
    if (isFallbackEntry(loaded) || loaded === null || loaded === undefined) {
      const reason = isFallbackEntry(loaded) ? loaded.reason : 'no module';
      bus.emit('shell:error-report', { error: `ChunkLoadError: ${name}: ${reason}` });
      return { kind: 'failed', reason: 'unreachable' };
    }
    if (!isRemoteEntryModule(loaded)) {
      bus.emit('shell:error-report', { error: `Remote ${name} exports an entry the host cannot use` });
      return { kind: 'failed', reason: 'invalid' };
    }
    const contract = checkContract(loaded.contractRange);
    if (!contract.compatible) {
      bus.emit('shell:error-report', {
        error: `Remote ${name} (build ${loaded.buildId}) needs contract ${contract.required}; this page has ${contract.provided}`,
      });
      return { kind: 'failed', reason: 'incompatible-contract' };
    }
    this.builds[name] = loaded.buildId;
    return { kind: 'ready', entry: loaded };
  }
}

/** `https://cdn/menu/mf-manifest.json` → `https://cdn/menu/_retry2/mf-manifest.json` */
export function retryUrl(manifestUrl: string, attempt: number): string {
  const url = new URL(manifestUrl);
  const slash = url.pathname.lastIndexOf('/');
  url.pathname = `${url.pathname.slice(0, slash)}/_retry${attempt}${url.pathname.slice(slash)}`;
  return url.href;
}
