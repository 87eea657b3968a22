// The host's contract with the remotes, checked against what each remote's build published: the
// declarations of its exposed entry in <remote>/dist/@mf-types/ (tools/build-preset/entry-types-cli.mjs).
// `pnpm test` runs this after the production build (`pnpm --filter host run typecheck:remotes`), so
// a remote that renames a parcel, drops an application or needs a prop its slot does not pass fails
// CI before it is deployed, whatever its own entry claims.

import type * as accountLoyalty from '@mf-types/mfe-account-loyalty';
import type * as cartCheckout from '@mf-types/mfe-cart-checkout';
import type * as menu from '@mf-types/mfe-menu';
import type { RemoteEntry, RemoteName } from '@owa/shared';

type IsAny<T> = 0 extends 1 & T ? true : false;
type AnyIn<Lifecycles> = {
  [K in keyof Lifecycles]: Lifecycles[K] extends { mount: (props: infer P) => unknown }
    ? IsAny<Lifecycles[K]> | IsAny<P>
    : IsAny<Lifecycles[K]>;
}[keyof Lifecycles];

/**
 * `true` when the published entry satisfies the contract's `RemoteEntry<R>` and every type the host
 * reads resolved (a declaration that names a module the remote did not publish turns into `any`,
 * which would satisfy anything).
 */
type Checked<R extends RemoteName, Entry extends RemoteEntry<R>> = [
  | IsAny<Entry['applications']>
  | IsAny<Entry['parcels']>
  | AnyIn<Entry['applications']>
  | AnyIn<Entry['parcels']>,
] extends [false]
  ? true
  : `a type of ${R}'s published entry did not resolve`;

export const publishedEntries: [
  Checked<'mfe-menu', typeof menu>,
  Checked<'mfe-cart-checkout', typeof cartCheckout>,
  Checked<'mfe-account-loyalty', typeof accountLoyalty>,
] = [true, true, true];
