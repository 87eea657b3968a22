import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bus } from '@owa/shared';
import { nextTask } from '../shell/next-task';
import { checkContract } from './contract-check';
import { type ComposableEntry, isEntryOf } from './entry-contract';
import { isFallbackEntry, isRemoteEntryModule } from './fallback-entry';
import type { RemoteList, RemoteName } from './remote-list';
import { freshRetryUrl } from './retry-url';

export type EntryOutcome =
  | { readonly kind: 'ready'; readonly entry: ComposableEntry }
  | { readonly kind: 'failed'; readonly reason: 'unreachable' | 'invalid' | 'incompatible-contract' };

/** Loads each remote's public entry once per page view, checks its contract, and can start over on retry. */
export class RemoteDirectory {
  private readonly outcomes = new Map<RemoteName, Promise<EntryOutcome>>();
  /** Build ids of the remotes this page runs, for diagnostics and tests. */
  readonly builds: Partial<Record<RemoteName, string>> = {};

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
   * (`…/_retry3/remoteEntry.js`, see retry-url.ts): the browser would answer the old URLs of this
   * document with their old failures.
   */
  retry(name: RemoteName): void {
    const remote = this.list.remotes.find((candidate) => candidate.name === name);
    this.outcomes.delete(name);
    if (!remote) return;
    registerRemotes([{ name: remote.federationName, entry: freshRetryUrl(remote.entry) }], {
      force: true,
    });
  }

  private async loadOnce(name: RemoteName): Promise<EntryOutcome> {
    const remote = this.list.remotes.find((candidate) => candidate.name === name);
    if (!remote) return { kind: 'failed', reason: 'unreachable' };
    let loaded: unknown;
    try {
      // Fetched here, evaluated in a task of its own: remotes whose chunks arrived together were
      // evaluated in one microtask checkpoint, one task of ~90 ms on a fast CPU (issue 18).
      const factory: unknown = await loadRemote(`${remote.federationName}/entry`, {
        loadFactory: false,
        from: 'runtime',
      });
      // A failed load comes back as the failure plugin's fallback entry, not a factory.
      if (typeof factory !== 'function') loaded = factory;
      else {
        await nextTask();
        loaded = await factory();
      }
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
    if (!isRemoteEntryModule(loaded) || !isEntryOf(name, loaded)) {
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
    // The release's id when the diner was served a versioned build; else what the build calls itself.
    this.builds[name] = remote.build ?? (loaded.buildId || undefined);
    return { kind: 'ready', entry: loaded };
  }
}
