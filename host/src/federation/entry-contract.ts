import type {
  Lifecycles,
  NoProps,
  RemoteContracts,
  RemoteEntry,
  RemoteName,
  SlotFiller,
  SlotName,
  SlotProps,
} from '@owa/shared';
import { isLifecycles, type RemoteEntryModule } from './fallback-entry';

/**
 * Which remote fills each slot. Pages name slots; only the host binds them, and the contract's
 * `SlotFiller` type checks each binding (a slot bound to a remote that does not fill it, or left
 * unbound, fails to compile). The parcel is the remote entry's export named by the slot.
 */
export const SLOT_BINDINGS: { readonly [S in SlotName]: SlotFiller<S> } = {
  'cart:header-cart-button': 'mfe-cart-checkout',
  'cart:order-type-selector': 'mfe-cart-checkout',
  'account:header-account-menu': 'mfe-account-loyalty',
  'account:promotions-carousel': 'mfe-account-loyalty',
  'account:cart-promotions': 'mfe-account-loyalty',
  'menu:goes-well-with': 'mfe-menu',
};

/** The applications the host mounts from each remote's entry (the contract's names, as values). */
const APPLICATIONS = {
  'mfe-menu': ['main', 'service'],
  'mfe-cart-checkout': ['main', 'service'],
  'mfe-account-loyalty': ['main', 'service'],
} as const satisfies { readonly [R in RemoteName]: readonly RemoteContracts[R]['applications'][] };

// An application the contract adds and the list above lacks fails to compile here.
type Unlisted = {
  [R in RemoteName]: Exclude<RemoteContracts[R]['applications'], (typeof APPLICATIONS)[R][number]>;
}[RemoteName];
const everyApplicationListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyApplicationListed;

function slotsFilledBy(remote: RemoteName): SlotName[] {
  return (Object.keys(SLOT_BINDINGS) as SlotName[]).filter((slot) => SLOT_BINDINGS[slot] === remote);
}

type ApplicationName = RemoteContracts[RemoteName]['applications'];

/**
 * Any remote's entry as the host reads it: its applications by name, its parcels by the slot each
 * fills, with that slot's props. Every `RemoteEntry<R>` of the contract is one.
 */
export interface ComposableEntry {
  readonly contractRange: string;
  readonly buildId: string;
  readonly applications: { readonly [A in ApplicationName]?: Lifecycles<NoProps> };
  readonly parcels: { readonly [S in SlotName]?: Lifecycles<SlotProps[S]> };
}

/**
 * Checks a loaded entry at the boundary: it exports every application and every parcel the
 * contract names for its remote, so the host reads them by name without a cast.
 */
export function isEntryOf<R extends RemoteName>(
  remote: R,
  entry: RemoteEntryModule,
): entry is RemoteEntryModule & RemoteEntry<R> {
  const applications: readonly string[] = APPLICATIONS[remote];
  return (
    applications.every((name) => isLifecycles(entry.applications[name])) &&
    slotsFilledBy(remote).every((slot) => isLifecycles(entry.parcels[slot]))
  );
}
