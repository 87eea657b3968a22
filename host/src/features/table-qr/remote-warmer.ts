/** The remotes the QR step may start loading before their route is active. */
export type WarmableRemote = 'mfe-menu';

let warmRemote: (name: WarmableRemote) => void = () => {};

/**
 * The host gives the QR step a way to load a remote early (kept apart from the QR step itself so
 * the first paint's bundle does not carry that step's code).
 */
export function setRemoteWarmer(warm: (name: WarmableRemote) => void): void {
  warmRemote = warm;
}

export function warmRemoteEntry(name: WarmableRemote): void {
  warmRemote(name);
}
