/** single-spa lifecycles as the host calls them. */
export interface SingleSpaLifecycles {
  bootstrap(props: unknown): Promise<unknown>;
  mount(props: unknown): Promise<unknown>;
  unmount(props: unknown): Promise<unknown>;
  update?(props: unknown): Promise<unknown>;
}

/** What every remote's entry exports, before it is checked against its own contract (entry-contract.ts). */
export interface RemoteEntryModule {
  readonly contractRange: string;
  readonly buildId: string;
  readonly applications: Readonly<Record<string, SingleSpaLifecycles>>;
  readonly parcels: Readonly<Record<string, SingleSpaLifecycles>>;
}

const FALLBACK = Symbol.for('owa.fallback-entry');

export interface FallbackEntry {
  readonly [FALLBACK]: true;
  readonly id: string;
  /** Why the remote could not be loaded, for the error report. */
  readonly reason: string;
}

/** The marker the failure plugin hands back instead of a module; the host renders a retry card. */
export function fallbackEntry(id: string, reason: string): FallbackEntry {
  return { [FALLBACK]: true, id, reason };
}

export function isFallbackEntry(value: unknown): value is FallbackEntry {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}

export function isLifecycles(value: unknown): value is SingleSpaLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount'].every((name) => typeof candidate[name] === 'function');
}

function isLifecycleMap(value: unknown): value is Record<string, SingleSpaLifecycles> {
  return typeof value === 'object' && value !== null && Object.values(value).every(isLifecycles);
}

/** Validates a loaded entry at the boundary: a remote that exports something else is treated as failed. */
export function isRemoteEntryModule(value: unknown): value is RemoteEntryModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.contractRange === 'string' &&
    typeof candidate.buildId === 'string' &&
    isLifecycleMap(candidate.applications) &&
    isLifecycleMap(candidate.parcels)
  );
}
