// What each remote's exposed `./entry` module must export, by name: its single-spa applications and
// the parcels it lends to other teams' pages, keyed by the slot each one fills, with that slot's
// props. Each remote's entry `satisfies` its part (a renamed parcel or a changed prop fails its own
// type check), the host binds slots through these types, and `pnpm test` type-checks them against
// every remote's published declarations after the build (host/remote-types/).
// Types only: `@owa/shared` is an eager singleton on the first paint.
import type { AppProps } from 'single-spa';

/** A parcel or application that takes no props of its own. */
export type NoProps = Record<never, never>;

/** What the page that shows each slot passes to the parcel filling it (besides single-spa's own). */
export interface SlotProps {
  /** The header's cart button. */
  readonly 'cart:header-cart-button': NoProps;
  /** The order type and time, in the store page's sub-header. */
  readonly 'cart:order-type-selector': NoProps;
  /** The header's login button, or the logged-in diner's account menu. */
  readonly 'account:header-account-menu': NoProps;
  /** Rewards, coupons and punch cards on the store page. */
  readonly 'account:promotions-carousel': NoProps;
  /** The promotions applied to the cart, in the cart dialog. */
  readonly 'account:cart-promotions': NoProps;
  /** "Goes well with" (issue 22): the store's suggested items not yet in the cart, in the cart dialog. */
  readonly 'menu:goes-well-with': NoProps;
}

/** Places in one team's page that another team fills (the cart button in the header, ...). */
export type SlotName = keyof SlotProps;

/** Each remote's applications, and the slots it fills: its entry's exports, by name. */
export interface RemoteContracts {
  readonly 'mfe-menu': {
    readonly applications: 'main' | 'service';
    readonly slots: 'menu:goes-well-with';
  };
  readonly 'mfe-cart-checkout': {
    readonly applications: 'main' | 'service';
    readonly slots: 'cart:header-cart-button' | 'cart:order-type-selector';
  };
  readonly 'mfe-account-loyalty': {
    readonly applications: 'main' | 'service';
    readonly slots: 'account:header-account-menu' | 'account:promotions-carousel' | 'account:cart-promotions';
  };
}

/** The remotes the host composes (the route table's owners but the host). */
export type RemoteName = keyof RemoteContracts;

/** single-spa lifecycles taking these props. Function properties, not methods, so that a parcel
 * needing a prop its slot does not pass fails to type-check (parameters compared contravariantly). */
export interface Lifecycles<Props> {
  readonly bootstrap: (props: Props & AppProps) => Promise<unknown>;
  readonly mount: (props: Props & AppProps) => Promise<unknown>;
  readonly unmount: (props: Props & AppProps) => Promise<unknown>;
  readonly update?: (props: Props & AppProps) => Promise<unknown>;
}

/** The exports of remote R's `./entry`. */
export interface RemoteEntry<R extends RemoteName> {
  /** The contract range the remote was built against (the host refuses an incompatible one). */
  readonly contractRange: string;
  readonly buildId: string;
  readonly applications: { readonly [A in RemoteContracts[R]['applications']]: Lifecycles<NoProps> };
  readonly parcels: { readonly [S in RemoteContracts[R]['slots']]: Lifecycles<SlotProps[S]> };
}

/** The remote whose entry fills slot S. */
export type SlotFiller<S extends SlotName> = {
  readonly [R in RemoteName]: S extends RemoteContracts[R]['slots'] ? R : never;
}[RemoteName];
